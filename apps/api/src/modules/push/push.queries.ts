import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NewPushSubscription = { userId: number; endpoint: string; p256dh: string; auth: string };

/**
 * Stores a browser's subscription. An endpoint belongs to one browser profile: when another person
 * signs in there and turns push on, it moves to them (the previous person stops receiving there).
 */
export async function upsertSubscription(db: Db, sub: NewPushSubscription, now: Date): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ ...sub, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: sub.userId, p256dh: sub.p256dh, auth: sub.auth, createdAt: now },
    });
}

/** Removes one of the user's own subscriptions (another person's endpoint is left alone). */
export async function deleteOwnSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deleteSubscriptions(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function subscriptionsOfUsers(db: Db, userIds: number[]): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

export async function subscriptionById(db: Db, id: number): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** Which of these users have at least one subscription (so a push job is queued only for them). */
export async function usersWithSubscriptions(db: Db, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
  return rows.map((r) => r.userId);
}
