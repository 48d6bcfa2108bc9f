import type { SubscriptionCharge, subscriptionChargesQuery } from '@estatehub/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { subscriptionCharges } from '../../db/schema';

export type ChargeRow = typeof subscriptionCharges.$inferSelect;
export type ChargesPaging = z.output<typeof subscriptionChargesQuery>;

/** One page of a user's charges, newest first (id breaks ties), over subscription_charges_user_paid_idx. */
export async function listCharges(db: Db, userId: number, p: ChargesPaging) {
  const where = eq(subscriptionCharges.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subscriptionCharges)
      .where(where)
      .orderBy(desc(subscriptionCharges.paidAt), desc(subscriptionCharges.id))
      .limit(p.page_size)
      .offset((p.page - 1) * p.page_size),
    db.select({ n: count() }).from(subscriptionCharges).where(where),
  ]);
  return { rows, count: total!.n };
}

/** The user's own charge, or undefined: another user's charge is not found, not forbidden. */
export async function findOwnCharge(db: Db, userId: number, id: number): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionCharges)
    .where(and(eq(subscriptionCharges.id, id), eq(subscriptionCharges.userId, userId)));
  return row;
}

export const invoiceUrl = (id: number) => `/api/subscription/charges/${id}/invoice/`;

export const toChargeAnswer = (r: ChargeRow): SubscriptionCharge => ({
  id: r.id,
  paid_at: r.paidAt.toISOString(),
  plan_name: r.planName,
  interval: r.interval,
  amount: r.amountKobo,
  reference: r.reference,
  invoice_url: invoiceUrl(r.id),
});
