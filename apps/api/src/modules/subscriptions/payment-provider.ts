import { and, eq } from 'drizzle-orm';
import { checkouts, plans, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { type ProviderCharge, paystackClient } from './paystack';

/**
 * Who takes the money: Paystack when its keys are configured, else the sandbox. Both answer the
 * same two questions, so a sandbox payment goes through exactly the code a verified one does.
 */
export type PaymentProvider = {
  mode: 'paystack' | 'sandbox';
  /** What the browser's checkout opens with; null in the sandbox. */
  publicKey: string | null;
  /** The charge behind a reference, as the provider reports it; null if it knows none. */
  verifyTransaction(reference: string): Promise<ProviderCharge | null>;
  /** Stops a recurring plan's renewals. */
  disableSubscription(code: string, token: string): Promise<void>;
};

/** Customer codes the sandbox gives: one per account, like Paystack's CUS_… */
export const sandboxCustomerCode = (userId: number) => `CUS_sandbox_${userId}`;

/**
 * The sandbox "charges" a sandbox checkout the moment its test dialog's Pay is pressed: it reports
 * the plan's own amount in NGN for the account that started it. It is refused in production
 * (decision 018), where only Paystack can confirm money.
 */
function sandboxProvider(deps: AppDeps): PaymentProvider {
  return {
    mode: 'sandbox',
    publicKey: null,
    async verifyTransaction(reference) {
      const [row] = await deps.db
        .select({ amount: plans.amountKobo, planCode: plans.paystackPlanCode, email: users.email, userId: users.id })
        .from(checkouts)
        .innerJoin(plans, eq(plans.id, checkouts.planId))
        .innerJoin(users, eq(users.id, checkouts.userId))
        .where(and(eq(checkouts.reference, reference), eq(checkouts.mode, 'sandbox')));
      if (!row) return null;
      return {
        reference,
        status: 'success',
        amountKobo: row.amount,
        currency: 'NGN',
        paidAt: deps.clock.now(),
        planCode: row.planCode,
        customerEmail: row.email.toLowerCase(),
        customerCode: sandboxCustomerCode(row.userId),
      };
    },
    // A sandbox payment sets up no recurring plan: there is nothing to stop.
    async disableSubscription() {},
  };
}

/** Null when no provider may take payments here (production without Paystack keys). */
export function paymentProvider(deps: AppDeps): PaymentProvider | null {
  const paystack = deps.config.paystack;
  if (paystack) return { mode: 'paystack', publicKey: paystack.publicKey, ...paystackClient(paystack) };
  return deps.config.NODE_ENV === 'production' ? null : sandboxProvider(deps);
}
