import { PLAN_TERMS, type SubscriptionPlan } from '@estatehub/shared';
import { and, asc, eq } from 'drizzle-orm';
import { type Config, planCodeVar } from '../../config';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;

export const toPlanAnswer = (p: PlanRow): SubscriptionPlan => ({
  id: p.id,
  name: p.name,
  amount: p.amountKobo,
  interval: p.interval,
  description: p.description,
  paystack_plan_code: p.paystackPlanCode,
  original_amount: PLAN_TERMS[p.name].originalAmount[p.interval],
  resident_cap: PLAN_TERMS[p.name].residentCap,
});

/** Six rows: never paged. */
export const listPlans = (db: Db) => db.select().from(plans).orderBy(asc(plans.sortOrder));

export async function planById(db: Db, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

/**
 * With Paystack configured, each plan row takes its real plan code from the environment (the
 * migration put sandbox placeholders there), so every check compares against one stored code.
 */
export async function syncPlanCodes(db: Db, config: Config): Promise<void> {
  const codes = config.paystack?.planCodes;
  if (!codes) return;
  for (const p of await listPlans(db)) {
    const code = codes[planCodeVar(p.name, p.interval)]!;
    if (code !== p.paystackPlanCode)
      await db
        .update(plans)
        .set({ paystackPlanCode: code })
        .where(and(eq(plans.name, p.name), eq(plans.interval, p.interval)));
  }
}
