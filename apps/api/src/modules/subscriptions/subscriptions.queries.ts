import { PAST_DUE_GRACE_DAYS } from '@estatehub/shared';
import { and, eq, gt, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { plans, subscriptions, users } from '../../db/schema';
import { addDays } from '../../lib/clock';
import type { UserRow } from '../auth/session.queries';

/**
 * The one rule of access (ARCHITECTURE "Subscriptions"): an active or cancelled subscription
 * gives access until next_billing_date (a cancelled plan runs to its end, a trial included); a
 * past_due one keeps a grace period of PAST_DUE_GRACE_DAYS after it; inactive never does.
 */
export function liveAt(now: Date): SQL {
  return liveSince(now, graceStart(now));
}

const graceStart = (now: Date) => addDays(now, -PAST_DUE_GRACE_DAYS);

/** liveAt with its two instants given apart, so a prepared statement can take them as placeholders. */
function liveSince(now: Date | Placeholder, pastDueSince: Date | Placeholder): SQL {
  return or(
    and(inArray(subscriptions.status, ['active', 'cancelled']), gt(subscriptions.nextBillingDate, now)),
    and(eq(subscriptions.status, 'past_due'), gt(subscriptions.nextBillingDate, pastDueSince)),
  )!;
}

/** The same rule for a row already read (the status screen). */
export function isLive(row: Pick<SubscriptionRow, 'status' | 'nextBillingDate'>, now: Date): boolean {
  const until = row.nextBillingDate;
  if (!until) return false;
  if (row.status === 'active' || row.status === 'cancelled') return until > now;
  if (row.status === 'past_due') return addDays(until, PAST_DUE_GRACE_DAYS) > now;
  return false;
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * A user is covered by their own live subscription or, for residents and guards, by their
 * estate admin's. One query either way.
 */
export async function isSubscriptionActive(db: Db, user: UserRow, now: Date): Promise<boolean> {
  const values = { userId: user.id, estateId: user.estateId, now, pastDueSince: graceStart(now) };
  const statement = user.role === 'admin' || user.estateId === null ? ownActive(db) : estateActive(db);
  const [row] = await statement.execute(values);
  return Boolean(row?.active);
}

/** Whether a live subscription matches `whose`: prepared, as every admin write and most screens ask. */
function activeStatement(db: Db, whose: SQL) {
  const covering = db
    .select({ one: sql`1` })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(liveSince(sql.placeholder('now'), sql.placeholder('pastDueSince')), whose))
    .limit(1);
  return db.select({ active: sql<boolean>`exists(${covering})` }).from(sql`(select 1) as one`);
}

const ownActive = preparedStatement('subscription_active_own', (db) =>
  activeStatement(db, eq(users.id, sql.placeholder('userId'))),
);

const estateActive = preparedStatement('subscription_active_estate', (db) =>
  activeStatement(
    db,
    sql`(${users.id} = ${sql.placeholder('userId')} or (${users.estateId} = ${sql.placeholder('estateId')} and ${users.role} = 'admin'))`,
  ),
);

/** Whether an estate's admin holds a live subscription: what covers its residents and guards. */
export async function isEstateCovered(db: Db, estateId: number, now: Date): Promise<boolean> {
  return (await estateSubscription(db, estateId, now)) !== undefined;
}

/** A user's subscription with its plan, if they have one. */
export async function subscriptionOf(db: Db, userId: number) {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return row;
}

/**
 * The live subscription of an estate's admin, with its plan (null on a trial), locked for the
 * caller's transaction when `lock` is set, so approvals against the plan's cap take turns.
 */
export async function estateSubscription(db: Db, estateId: number, now: Date, { lock = false } = {}) {
  const query = db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(users.estateId, estateId), eq(users.role, 'admin'), liveAt(now)))
    .orderBy(subscriptions.id)
    .limit(1);
  const [row] = lock ? await query.for('update', { of: subscriptions }) : await query;
  return row;
}

export async function startTrial(db: Db, userId: number, until: Date): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ userId, status: 'active', isTrial: true, nextBillingDate: until })
    .onConflictDoNothing();
}
