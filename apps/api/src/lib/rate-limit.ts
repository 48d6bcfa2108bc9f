import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Clock } from './clock';
import { tooManyRequests } from './http-errors';

export type Limit = { key: string; max: number; windowSeconds: number };

/** Counts one event against a fixed window and answers how many the window now holds. */
export async function hit(db: Db, clock: Clock, limit: Limit): Promise<{ count: number; retryAfter: number }> {
  const now = clock.now();
  const windowOpen = new Date(now.getTime() - limit.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowOpen} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowOpen} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning();
  return { count: row!.count, retryAfter: secondsLeft(row!.windowStart, limit, now) };
}

/** How many events the current window holds, without counting one. */
export async function peek(db: Db, clock: Clock, limit: Limit): Promise<{ count: number; retryAfter: number }> {
  const now = clock.now();
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, limit.key));
  if (!row || secondsLeft(row.windowStart, limit, now) <= 0) return { count: 0, retryAfter: 0 };
  return { count: row.count, retryAfter: secondsLeft(row.windowStart, limit, now) };
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Refuses with 429 when the window is already full; otherwise counts this event. */
export async function consume(db: Db, clock: Clock, limit: Limit, detail?: string): Promise<void> {
  const { count, retryAfter } = await hit(db, clock, limit);
  if (count > limit.max) throw tooManyRequests(retryAfter, detail);
}

/** Refuses with 429 when the window is full, without counting (for counting failures only). */
export async function ensureUnder(db: Db, clock: Clock, limit: Limit, detail?: string): Promise<void> {
  const { count, retryAfter } = await peek(db, clock, limit);
  if (count >= limit.max) throw tooManyRequests(retryAfter, detail);
}

function secondsLeft(windowStart: Date, limit: Limit, now: Date): number {
  return Math.ceil((windowStart.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000);
}

/** Drops windows that ended long ago, so the table stays small. */
export async function pruneRateLimits(db: Db, clock: Clock, olderThanSeconds = 86_400): Promise<void> {
  const cutoff = new Date(clock.now().getTime() - olderThanSeconds * 1000);
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${cutoff}`);
}
