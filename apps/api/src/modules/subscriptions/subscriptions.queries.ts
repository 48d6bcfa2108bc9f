import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import type { UserRow } from '../auth/session.queries';

/** Statuses that still give access until next_billing_date (a cancelled plan runs to its end). */
const LIVE = ['active', 'cancelled'] as const;

/**
 * A user is covered by their own live subscription or, for residents and guards, by their
 * estate admin's. One query either way.
 */
export async function isSubscriptionActive(db: Db, user: UserRow, now: Date): Promise<boolean> {
  const covering = db
    .select({ one: sql`1` })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        inArray(subscriptions.status, LIVE),
        gt(subscriptions.nextBillingDate, now),
        user.role === 'admin' || user.estateId === null
          ? eq(users.id, user.id)
          : sql`(${users.id} = ${user.id} or (${users.estateId} = ${user.estateId} and ${users.role} = 'admin'))`,
      ),
    )
    .limit(1);
  const [row] = await db.select({ active: sql<boolean>`exists(${covering})` }).from(sql`(select 1) as one`);
  return Boolean(row?.active);
}

export async function startTrial(db: Db, userId: number, until: Date): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ userId, status: 'active', isTrial: true, nextBillingDate: until })
    .onConflictDoNothing();
}
