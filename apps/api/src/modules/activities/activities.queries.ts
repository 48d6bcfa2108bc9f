import type { Db } from '../../db/client';
import { activities } from '../../db/schema';

export type NewActivity = typeof activities.$inferInsert;

/** Adds an entry to the estate's activity feed (in the caller's transaction). */
export async function recordActivity(db: Db, entry: NewActivity): Promise<void> {
  await db.insert(activities).values(entry);
}
