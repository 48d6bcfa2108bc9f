import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { liveEvents } from '../db/schema';

export type LiveEvent = { type: 'alert' | 'notification'; data: Record<string, unknown> };

/** The channel every server instance LISTENs on (see live-hub.ts). */
export const LIVE_CHANNEL = 'live_events';
/** NOTIFY payloads must stay under 8000 bytes: a big estate's recipients are signalled in slices. */
const USERS_PER_NOTIFY = 500;

/**
 * What a NOTIFY carries: whose streams should read, and the range of event ids this publish wrote
 * (`min` lets a stream pick up rows of a transaction that committed after a later-numbered one).
 */
export type LiveSignal = { u: number[]; id: number; min: number };

/**
 * Stores the event for each user in the caller's transaction (table live_events) and signals the
 * streams with pg_notify in that same transaction, so it is delivered if and only if it commits.
 */
export async function publishLive(tx: Db, userIds: number[], event: LiveEvent): Promise<void> {
  const users = [...new Set(userIds)];
  if (users.length === 0) return;
  const rows = await tx
    .insert(liveEvents)
    .values(users.map((userId) => ({ userId, type: event.type, data: event.data })))
    .returning({ id: liveEvents.id });
  const ids = rows.map((r) => r.id);
  const id = Math.max(...ids);
  const min = Math.min(...ids);
  for (let i = 0; i < users.length; i += USERS_PER_NOTIFY) {
    const signal: LiveSignal = { u: users.slice(i, i + USERS_PER_NOTIFY), id, min };
    await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(signal)})`);
  }
}
