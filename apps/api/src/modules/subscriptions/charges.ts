import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkouts, plans, subscriptionCharges, subscriptions, users } from '../../db/schema';
import { addMonths } from '../../lib/clock';
import { personName } from '../../lib/person-name';
import type { ProviderCharge } from './paystack';
import type { PlanRow } from './plans.queries';
import { isLive } from './subscriptions.queries';

export type ChargeOutcome = {
  outcome: 'applied' | 'ignored' | 'rejected';
  /** Why, for the event log and the server log (never a key or token). */
  reason: string;
  userId?: number;
  /** A recurring plan the user moved away from, to be stopped at the provider once this commits. */
  replaced?: { code: string; token: string };
};

const rejected = (reason: string): ChargeOutcome => ({ outcome: 'rejected', reason });

const periodEnd = (start: Date, plan: PlanRow) => addMonths(start, plan.interval === 'yearly' ? 12 : 1);

/** Whose charge it is and for which plan: the checkout that started it, or for a renewal the customer's subscription. */
async function chargeTarget(tx: Db, charge: ProviderCharge) {
  const [started] = await tx
    .select({ userId: checkouts.userId, plan: plans })
    .from(checkouts)
    .innerJoin(plans, eq(plans.id, checkouts.planId))
    .where(eq(checkouts.reference, charge.reference));
  if (started) return started;
  if (!charge.customerCode) return undefined;
  const [renewing] = await tx
    .select({ userId: subscriptions.userId, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.customerCode, charge.customerCode))
    .limit(1);
  return renewing;
}

/**
 * The one path by which money turns into access, for a verified payment and for Paystack's
 * charge.success alike (and the sandbox's). The charge must be what this user bought: NGN, the
 * plan's exact amount, the plan's code, this account as the customer. A reference is applied once.
 * `mode` says who confirmed it (the billing history marks sandbox payments).
 * Run inside a transaction.
 */
export async function applyCharge(
  tx: Db,
  charge: ProviderCharge,
  mode: 'paystack' | 'sandbox',
): Promise<ChargeOutcome> {
  if (charge.status !== 'success') return rejected(`the charge's status is ${charge.status}`);
  if (charge.currency !== 'NGN') return rejected(`the charge is in ${charge.currency}, not NGN`);
  const target = await chargeTarget(tx, charge);
  if (!target) return rejected('no checkout or subscription matches the reference or customer');
  const { plan, userId } = target;
  if (charge.planCode !== plan.paystackPlanCode)
    return rejected(`the charge is for plan ${charge.planCode ?? 'none'}, not ${plan.paystackPlanCode}`);
  if (charge.amountKobo !== plan.amountKobo)
    return rejected(`the charge is ${charge.amountKobo} kobo, the plan costs ${plan.amountKobo}`);

  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) return rejected('the account is gone');
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  const sameCustomer =
    charge.customerEmail === user.email.toLowerCase() ||
    (charge.customerCode !== null && current?.customerCode === charge.customerCode);
  if (!sameCustomer) return rejected('the customer is not the account that bought the plan');

  // A renewal paid early extends the period it renews; anything else starts when paid.
  const renews = current && !current.isTrial && current.planId === plan.id && isLive(current, charge.paidAt);
  const start = renews && current.nextBillingDate! > charge.paidAt ? current.nextBillingDate! : charge.paidAt;
  const end = periodEnd(start, plan);
  const [stored] = await tx
    .insert(subscriptionCharges)
    .values({
      userId,
      planId: plan.id,
      planName: plan.name,
      interval: plan.interval,
      amountKobo: charge.amountKobo,
      currency: charge.currency,
      reference: charge.reference,
      customerName: personName(user) || user.email,
      customerEmail: user.email,
      mode,
      paidAt: charge.paidAt,
      periodEnd: end,
    })
    .onConflictDoNothing({ target: subscriptionCharges.reference })
    .returning({ id: subscriptionCharges.id });
  if (!stored) return { outcome: 'ignored', reason: 'this reference was applied before', userId };

  const movedPlan = current?.planId != null && current.planId !== plan.id;
  const values = {
    status: 'active' as const,
    isTrial: false,
    planId: plan.id,
    nextBillingDate: end,
    customerCode: charge.customerCode ?? current?.customerCode ?? null,
    // The old plan's recurring subscription is stopped below; the new one arrives by subscription.create.
    ...(movedPlan ? { subscriptionCode: null, emailToken: null } : {}),
    updatedAt: charge.paidAt,
  };
  if (current) await tx.update(subscriptions).set(values).where(eq(subscriptions.id, current.id));
  else await tx.insert(subscriptions).values({ userId, ...values });
  await tx
    .update(checkouts)
    .set({ paidAt: charge.paidAt })
    .where(and(eq(checkouts.reference, charge.reference), eq(checkouts.userId, userId)));

  const replaced =
    movedPlan && current.subscriptionCode && current.emailToken
      ? { code: current.subscriptionCode, token: current.emailToken }
      : undefined;
  return { outcome: 'applied', reason: `${plan.name} ${plan.interval} until ${end.toISOString()}`, userId, replaced };
}
