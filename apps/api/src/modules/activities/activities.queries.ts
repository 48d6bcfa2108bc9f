import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema';

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivity = typeof activities.$inferInsert;

/** Adds an entry to the estate's activity feed (in the caller's transaction). */
export async function insertActivity(db: Db, entry: NewActivity): Promise<void> {
  await db.insert(activities).values(entry);
}

/**
 * One page of the estate's feed, newest first, optionally of one type; the index
 * activities_estate_created_idx (estate_id, created_at desc, id desc) serves it.
 */
export async function listActivities(
  db: Db,
  estateId: number,
  opts: { page: number; pageSize: number; type?: string },
): Promise<{ count: number; rows: ActivityRow[] }> {
  const where = and(eq(activities.estateId, estateId), opts.type ? eq(activities.type, opts.type) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(desc(activities.createdAt), desc(activities.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}
