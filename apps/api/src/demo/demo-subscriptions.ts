import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { plans, subscriptionCharges, subscriptions } from '../db/schema';
import { addDays, addMonths } from '../lib/clock';
import type { UserRow } from '../modules/auth/session.queries';

/**
 * Palm Grove's admin on the Professional plan, paid monthly through the sandbox: two past
 * charges in the billing history, the current period ending in 20 days.
 */
export async function loadDemoSubscription(tx: Db, admin: UserRow, now: Date): Promise<void> {
  const [plan] = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.name, 'Professional'), eq(plans.interval, 'monthly')));
  if (!plan) throw new Error('the plans migration has not run');
  const periodEnd = addDays(now, 20);
  const paid = [addMonths(periodEnd, -2), addMonths(periodEnd, -1)];
  await tx.insert(subscriptionCharges).values(
    paid.map((paidAt, i) => ({
      userId: admin.id,
      planId: plan.id,
      planName: plan.name,
      interval: plan.interval,
      amountKobo: plan.amountKobo,
      reference: `sbx_demo_palmgrove_000${i + 1}`,
      customerName: `${admin.firstName} ${admin.lastName}`,
      customerEmail: admin.email,
      mode: 'sandbox' as const,
      paidAt,
      periodEnd: addMonths(paidAt, 1),
    })),
  );
  await tx
    .insert(subscriptions)
    .values({
      userId: admin.id,
      status: 'active',
      isTrial: false,
      planId: plan.id,
      nextBillingDate: periodEnd,
      customerCode: `CUS_sandbox_${admin.id}`,
    })
    .onConflictDoNothing();
}
