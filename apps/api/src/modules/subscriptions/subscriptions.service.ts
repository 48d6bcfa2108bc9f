import {
  type CancelAnswer,
  type CheckoutAnswer,
  PAST_DUE_GRACE_DAYS,
  SUBSCRIPTION_MSG,
  type SubscriptionStatus,
} from '@estatehub/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { checkouts, subscriptions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { addDays } from '../../lib/clock';
import { fieldErrors, HttpError, notFound } from '../../lib/http-errors';
import { longDate } from '../../lib/long-date';
import { randomToken } from '../../lib/random';
import { consume } from '../../lib/rate-limit';
import type { Actor } from '../../plugins/access';
import { applyCharge, type ChargeOutcome } from './charges';
import { type PaymentProvider, paymentProvider } from './payment-provider';
import { ProviderError } from './paystack';
import { planById } from './plans.queries';
import { isEstateCovered, isLive, isSubscriptionActive, subscriptionOf } from './subscriptions.queries';

export type Log = { warn(obj: object, msg: string): void };

/** Whether the user is covered now: by their own plan or, for residents and guards, their estate admin's. */
export function subscriptionActive(deps: AppDeps, user: Actor): Promise<boolean> {
  return isSubscriptionActive(deps.db, user, deps.clock.now());
}

const unavailable = () =>
  new HttpError(503, { detail: 'Payments are not set up on this server yet. Please contact support.' });
const unreachable = () =>
  new HttpError(502, { detail: 'The payment provider could not be reached. Please try again in a moment.' });

/** A provider call whose failure to answer is the caller's 502 (nothing here has changed yet). */
function answerOf<T>(call: Promise<T>): Promise<T> {
  return call.catch((err) => {
    throw err instanceof ProviderError ? unreachable() : err;
  });
}

function providerOrFail(deps: AppDeps): PaymentProvider {
  const provider = paymentProvider(deps);
  if (!provider) throw unavailable();
  return provider;
}

/** GET /api/subscription/status/: the caller's own subscription, read through the one access rule. */
export async function statusOf(deps: AppDeps, actor: Actor): Promise<SubscriptionStatus> {
  const now = deps.clock.now();
  const [own, active, coveredByEstate] = await Promise.all([
    subscriptionOf(deps.db, actor.id),
    isSubscriptionActive(deps.db, actor, now),
    actor.role !== 'admin' && actor.estateId !== null ? isEstateCovered(deps.db, actor.estateId, now) : false,
  ]);
  const s = own?.subscription;
  const live = s !== undefined && isLive(s, now);
  const status = live ? s.status : 'inactive';
  const plan = own?.plan;
  return {
    status,
    plan: plan ? { id: plan.id, name: plan.name, amount: plan.amountKobo, interval: plan.interval } : null,
    next_billing_date: s?.nextBillingDate?.toISOString() ?? null,
    can_cancel: live && !s.isTrial && (status === 'active' || status === 'past_due'),
    is_trial: live && s.isTrial,
    trial_ends_at: live && s.isTrial ? s.nextBillingDate!.toISOString() : null,
    grace_ends_at: status === 'past_due' ? addDays(s!.nextBillingDate!, PAST_DUE_GRACE_DAYS).toISOString() : null,
    subscription_active: active,
    covered_by_estate: coveredByEstate,
    checkout_mode: paymentProvider(deps)?.mode ?? 'sandbox',
  };
}

/** Checkouts one account may start in an hour: plenty for a person, a wall for a script. */
const CHECKOUT_LIMIT = { max: 20, windowSeconds: 3600 };

/** POST /api/subscription/checkout/: a reference for this user and plan, for the popup (or the sandbox dialog) to charge. */
export async function startCheckout(deps: AppDeps, actor: Actor, planId: number): Promise<CheckoutAnswer> {
  const provider = providerOrFail(deps);
  const plan = await planById(deps.db, planId);
  if (!plan) throw fieldErrors({ plan_id: [SUBSCRIPTION_MSG.choosePlan] });
  const own = await subscriptionOf(deps.db, actor.id);
  const s = own?.subscription;
  if (s && s.status === 'active' && !s.isTrial && s.planId === plan.id && isLive(s, deps.clock.now()))
    throw new HttpError(409, { detail: 'This is already your plan.' });
  await consume(deps.db, deps.clock, { key: `checkout:${actor.id}`, ...CHECKOUT_LIMIT });
  const reference = `${provider.mode === 'sandbox' ? 'sbx' : 'eh'}_${randomToken().slice(0, 24)}`;
  await deps.db.insert(checkouts).values({ reference, userId: actor.id, planId: plan.id, mode: provider.mode });
  return {
    mode: provider.mode,
    reference,
    public_key: provider.publicKey,
    email: actor.email,
    plan_code: plan.paystackPlanCode,
    amount: plan.amountKobo,
    plan: { id: plan.id, name: plan.name, amount: plan.amountKobo, interval: plan.interval },
  };
}

/** After applying a charge: stop the recurring plan the user left, if any. A failure is logged, not fatal. */
export async function stopReplacedPlan(provider: PaymentProvider, outcome: ChargeOutcome, log: Log): Promise<void> {
  if (!outcome.replaced) return;
  try {
    await provider.disableSubscription(outcome.replaced.code, outcome.replaced.token);
  } catch (err) {
    log.warn({ userId: outcome.userId, err: String(err) }, 'subscription: could not stop the replaced plan');
  }
}

/**
 * POST /api/subscription/verify/: asks the provider about the reference (Paystack's verify call,
 * or the sandbox) and applies what it confirms through the same path as the webhook.
 */
export async function verifyPayment(
  deps: AppDeps,
  actor: Actor,
  reference: string,
  log: Log,
): Promise<SubscriptionStatus> {
  const provider = providerOrFail(deps);
  const [checkout] = await deps.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.reference, reference), eq(checkouts.userId, actor.id)));
  if (!checkout || checkout.mode !== provider.mode) throw notFound('No payment with this reference.');
  if (!checkout.paidAt) {
    const charge = await answerOf(provider.verifyTransaction(reference));
    if (!charge) throw new HttpError(400, { detail: SUBSCRIPTION_MSG.verifyFailed });
    const outcome = await deps.db.transaction((tx) => applyCharge(tx, charge, provider.mode));
    if (outcome.outcome === 'rejected') {
      log.warn({ userId: actor.id, reason: outcome.reason }, 'subscription: a verified payment did not match');
      throw new HttpError(400, { detail: SUBSCRIPTION_MSG.verifyFailed });
    }
    await stopReplacedPlan(provider, outcome, log);
  }
  return statusOf(deps, actor);
}

/**
 * POST /api/subscription/cancel/: stops renewal at the provider first (nothing changes here if it
 * cannot), then marks the subscription cancelled; access runs on to next_billing_date.
 */
export async function cancelSubscription(deps: AppDeps, actor: Actor): Promise<CancelAnswer> {
  const now = deps.clock.now();
  const s = (await subscriptionOf(deps.db, actor.id))?.subscription;
  if (!s || !isLive(s, now) || s.status === 'cancelled' || s.status === 'inactive')
    throw notFound(SUBSCRIPTION_MSG.cancelNotFound);
  if (s.isTrial)
    throw new HttpError(403, {
      detail: `A free trial cannot be cancelled: it simply ends on ${longDate(s.nextBillingDate!)}.`,
    });
  const provider = paymentProvider(deps);
  let warning: string | undefined;
  if (s.subscriptionCode && s.emailToken) {
    if (!provider) throw unavailable();
    await answerOf(provider.disableSubscription(s.subscriptionCode, s.emailToken));
  } else if (provider?.mode === 'paystack') {
    // Paystack has not told us the recurring plan yet: the webhook stops it when it does.
    warning = 'Paystack has not yet confirmed your recurring plan. We will stop it as soon as it does.';
  }
  await deps.db
    .update(subscriptions)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(subscriptions.id, s.id), inArray(subscriptions.status, ['active', 'past_due'])));
  const until = s.nextBillingDate!;
  const message =
    until > now
      ? `Your subscription has been cancelled. You keep access until ${longDate(until)}.`
      : 'Your subscription has been cancelled.';
  return warning ? { message, warning } : { message };
}
