import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Clock } from './clock';
import { tooManyRequests } from './http-errors';

export type Limit = { key: string; max: number; windowSeconds: number };

/** The upsert that counts one event in `limit`'s fixed window (a window that has ended starts over). */
function countOne(limit: Limit, now: Date) {
  const windowOpen = new Date(now.getTime() - limit.windowSeconds * 1000);
  const ended = sql`${rateLimits.windowStart} <= ${windowOpen}`;
  return {
    target: rateLimits.key,
    set: {
      count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
      windowStart: sql`case when ${ended} then ${now} else ${rateLimits.windowStart} end`,
    },
  };
}

export type Window = { count: number; retryAfter: number };

/** Counts one event against a fixed window and answers how many the window now holds. */
export async function hit(db: Db, clock: Clock, limit: Limit): Promise<Window> {
  const now = clock.now();
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart: now, count: 1 })
    .onConflictDoUpdate(countOne(limit, now))
    .returning();
  return { count: row!.count, retryAfter: secondsLeft(row!.windowStart, limit, now) };
}

/** How many events the current window holds, without counting one. */
export async function peek(db: Db, clock: Clock, limit: Limit): Promise<Window> {
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

/**
 * Growing delays instead of a hard lock: the first `free` attempts pass at once; after that each
 * attempt must wait `baseSeconds * 2^(n - free)` (at most `maxSeconds`) after the previous
 * one. Quiet for `forgetSeconds`, the count starts over. Reuses the counters table: `count` is
 * the attempts counted, `windowStart` the time of the last one.
 */
export type Throttle = { key: string; free: number; baseSeconds: number; maxSeconds: number; forgetSeconds: number };

/** Seconds the attempt after `count` counted ones must wait after the last one (SQL, for the upsert). */
const delaySql = (t: Throttle) =>
  sql`least(${t.maxSeconds}, ${t.baseSeconds} * power(2, least(30, greatest(0, ${rateLimits.count} - ${t.free}))))`;

function delaySeconds(t: Throttle, count: number): number {
  if (count < t.free) return 0;
  return Math.min(t.maxSeconds, t.baseSeconds * 2 ** Math.min(30, count - t.free));
}

/**
 * Counts an attempt before it is checked, in one statement, so parallel attempts cannot all
 * pass: answers 0 when the attempt was counted and may go ahead, else the seconds to wait.
 */
export async function takeAttempt(db: Db, clock: Clock, t: Throttle): Promise<number> {
  const now = clock.now();
  const forgotten = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - t.forgetSeconds * 1000)}`;
  const [counted] = await db
    .insert(rateLimits)
    .values({ key: t.key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${forgotten} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: now,
      },
      // A row the statement does not update is an attempt refused: nothing is counted.
      setWhere: sql`${forgotten} or ${rateLimits.count} < ${t.free}
        or ${rateLimits.windowStart} <= ${now}::timestamptz - make_interval(secs => ${delaySql(t)})`,
    })
    .returning({ count: rateLimits.count });
  if (counted) return 0;
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, t.key));
  if (!row) return 0;
  const readyAt = row.windowStart.getTime() + delaySeconds(t, row.count) * 1000;
  return Math.max(1, Math.ceil((readyAt - now.getTime()) / 1000));
}

/** Takes back an attempt that turned out well (a right password), so it costs nothing. */
export async function giveBackAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(0, ${rateLimits.count} - 1)` })
    .where(eq(rateLimits.key, key));
}

/** Forgets every counter whose key starts with the prefix (a password reset lifts its account's delays). */
export async function resetPrefix(db: Db, prefix: string): Promise<void> {
  await db.delete(rateLimits).where(sql`left(${rateLimits.key}, ${prefix.length}) = ${prefix}`);
}

/** Drops windows that ended long ago, so the table stays small. */
export async function pruneRateLimits(db: Db, clock: Clock, olderThanSeconds = 86_400): Promise<void> {
  const cutoff = new Date(clock.now().getTime() - olderThanSeconds * 1000);
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${cutoff}`);
}
