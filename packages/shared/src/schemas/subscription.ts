import { z } from 'zod';
import { BILLING_INTERVALS, PLAN_NAMES } from '../plans';
import { idField, paged, pageQuery } from './fields';

/**
 * The subscription screen's messages. The spec gives the cancel errors, the checkout errors
 * and the polling timeout word for word (part 2 section 8); the rest are ours.
 */
export const SUBSCRIPTION_MSG = {
  noPlans: 'No Plans Available',
  noEmail: 'User email not found.',
  windowClosed: 'Payment window closed.',
  pollTimeout: 'Payment processed, but it may take a few more minutes to reflect. Please refresh the page if needed.',
  cancelNotFound: 'No active subscription found.',
  cancelForbidden: 'Permission denied.',
  cancelFailed: 'Failed to cancel subscription.',
  activated: 'Payment confirmed. Your subscription is active.',
  checkoutFailed: 'The checkout could not be started. Please try again.',
  verifyFailed: 'We could not confirm this payment. If you were charged, contact support with the reference.',
  loadFailed: 'Failed to load your subscription. Please try again.',
  noCharges: 'No payments yet',
  choosePlan: 'Choose a plan.',
  /** The server's refusal of an admin's write while the estate's subscription is inactive. */
  inactive: "Your estate's subscription is inactive. Renew it to make changes; you can still view everything.",
} as const;

/** Spec part 2 section 9: up to 10 status checks, every 3 s, the first after 2 s. */
export const SUBSCRIPTION_POLL = { attempts: 10, everyMs: 3000, firstAfterMs: 2000 } as const;

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'past_due', 'inactive'] as const;
export type SubscriptionStatusName = (typeof SUBSCRIPTION_STATUSES)[number];

/** GET /api/subscription/plans/: the fields of spec part 2 section 3, plus the cap and the "was" price. */
export const subscriptionPlan = z.object({
  id: z.number().int(),
  name: z.enum(PLAN_NAMES),
  /** Kobo. */
  amount: z.number().int(),
  interval: z.enum(BILLING_INTERVALS),
  description: z.string(),
  paystack_plan_code: z.string(),
  /** Kobo; the struck-through price of the pricing page. */
  original_amount: z.number().int(),
  /** Approved residents allowed; null means no cap. */
  resident_cap: z.number().int().nullable(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;
export const subscriptionPlans = z.array(subscriptionPlan);

/** GET /api/subscription/status/: the caller's own subscription, and whether the estate covers them. */
export const subscriptionStatus = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: subscriptionPlan.pick({ id: true, name: true, amount: true, interval: true }).nullable(),
  next_billing_date: z.string().nullable(),
  can_cancel: z.boolean(),
  is_trial: z.boolean(),
  /** While on the free trial: when it ends. */
  trial_ends_at: z.string().nullable(),
  /** While past_due: the end of the grace period, after which access stops. */
  grace_ends_at: z.string().nullable(),
  /** Whether the caller has access now (the same rule as the user answer's subscription_active). */
  subscription_active: z.boolean(),
  /** For residents and guards: whether their estate admin's subscription covers them. */
  covered_by_estate: z.boolean(),
  /** 'paystack' opens Paystack's inline checkout; 'sandbox' a local test checkout (no keys configured). */
  checkout_mode: z.enum(['paystack', 'sandbox']),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** POST /api/subscription/checkout/: starts a payment for a plan. */
export const checkoutBody = z.object({ plan_id: idField('Choose a plan.') });
export type CheckoutBody = z.input<typeof checkoutBody>;

/** What the page needs to open the checkout: Paystack's inline popup, or the sandbox dialog. */
export const checkoutAnswer = z.object({
  mode: z.enum(['paystack', 'sandbox']),
  reference: z.string(),
  /** Paystack's public key; null in sandbox mode. */
  public_key: z.string().nullable(),
  email: z.string(),
  plan_code: z.string(),
  amount: z.number().int(),
  plan: subscriptionPlan.pick({ id: true, name: true, amount: true, interval: true }),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;

/** POST /api/subscription/verify/: after the popup closes with success (or the sandbox dialog's Pay). */
export const verifyBody = z.object({ reference: z.string().trim().min(1).max(100) });
export type VerifyBody = z.input<typeof verifyBody>;

/** POST /api/subscription/cancel/: `message`, and `warning` where there is one (spec part 2 section 7). */
export const cancelAnswer = z.object({ message: z.string(), warning: z.string().optional() });
export type CancelAnswer = z.infer<typeof cancelAnswer>;

/** A successful charge in the billing history, each with its PDF invoice. */
export const subscriptionCharge = z.object({
  id: z.number().int(),
  paid_at: z.string(),
  plan_name: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  /** Kobo. */
  amount: z.number().int(),
  reference: z.string(),
  invoice_url: z.string(),
});
export type SubscriptionCharge = z.infer<typeof subscriptionCharge>;

export const SUBSCRIPTION_CHARGES_PAGE_SIZE = 10;
export const subscriptionChargesQuery = pageQuery(SUBSCRIPTION_CHARGES_PAGE_SIZE, 50);
export const subscriptionChargesPage = paged(subscriptionCharge);
export type SubscriptionChargesPage = z.infer<typeof subscriptionChargesPage>;
