import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { liveEvents } from '../db/schema';

/** At most this many events are read per query; a stream that is further behind reads again. */
export const LIVE_BATCH = 100;

export type LiveRow = { id: number; type: string; data: Record<string, unknown> };

/** The user's events after `afterId`, oldest first (index live_events_user_id_idx). */
export function liveEventsAfter(db: Db, userId: number, afterId: number): Promise<LiveRow[]> {
  return db
    .select({ id: liveEvents.id, type: liveEvents.type, data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(LIVE_BATCH);
}

/** The user's newest event ids, newest first: where a fresh stream starts, and what it has seen. */
export async function latestLiveEventIds(db: Db, userId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: liveEvents.id })
    .from(liveEvents)
    .where(eq(liveEvents.userId, userId))
    .orderBy(desc(liveEvents.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Drops events older than `before`: a stream away longer than that starts afresh. */
export async function pruneLiveEvents(db: Db, before: Date): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, before));
}
