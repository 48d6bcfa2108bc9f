import { ACTIVITY_KINDS, type ActivityKind, type activityQuery } from '@estatehub/shared';
import { and, count, desc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { activities } from '../../db/schema';
import { activityText, asActivityEntry } from './activity-text';

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivity = Omit<typeof activities.$inferInsert, 'description'>;
export type ActivityFilters = z.output<typeof activityQuery>;

/** Adds an entry to the estate's activity feed (in the caller's transaction), with its sentence. */
export async function insertActivity(db: Db, entry: NewActivity): Promise<void> {
  const description = activityText(asActivityEntry({ type: entry.type, params: entry.params ?? {} }));
  await db.insert(activities).values({ ...entry, description });
}

/** Which of the feed's filters are set: each combination is its own prepared pair of statements. */
type FeedShape = { type: boolean; since: boolean; search: boolean };
const shapeName = (shape: FeedShape) => `${shape.type ? 't' : ''}${shape.since ? 'p' : ''}${shape.search ? 's' : ''}`;

/**
 * The feed's filters as SQL, with placeholders for their values. The time filter starts at
 * `since`; the search finds the words as typed (no wildcards) in the sentence or the kind,
 * whatever the case: `strpos`, several times cheaper per entry than a `LIKE` pattern. Every column
 * here is in activities_estate_created_idx, so the filtering reads only that index.
 */
function feedConditions(shape: FeedShape): SQL {
  const words = sql`lower(${sql.placeholder('search')})`;
  return and(
    eq(activities.estateId, sql.placeholder('estateId')),
    shape.type ? eq(activities.kind, sql.placeholder('type')) : undefined,
    shape.since ? gte(activities.createdAt, sql.placeholder('since')) : undefined,
    shape.search
      ? or(sql`strpos(${activities.searchText}, ${words}) > 0`, sql`strpos(${activities.kind}, ${words}) > 0`)
      : undefined,
  )!;
}

/**
 * A page of the feed and the count of the filtered set, for one shape of filters. The page's ids
 * and the count are index-only scans of (estate_id, created_at desc, id desc, kind, search_text);
 * only the page's rows are read from the table.
 */
function feedStatements(shape: FeedShape) {
  const where = feedConditions(shape);
  const newestFirst = [desc(activities.createdAt), desc(activities.id)];
  return {
    page: preparedStatement(`feed_page_${shapeName(shape)}`, (db) => {
      const pageIds = db
        .select({ id: activities.id })
        .from(activities)
        .where(where)
        .orderBy(...newestFirst)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
      return db
        .select()
        .from(activities)
        .where(inArray(activities.id, pageIds))
        .orderBy(...newestFirst);
    }),
    count: preparedStatement(`feed_count_${shapeName(shape)}`, (db) =>
      db.select({ n: count() }).from(activities).where(where),
    ),
  };
}

const FEED_SHAPES = [false, true].flatMap((type) =>
  [false, true].flatMap((since) => [false, true].map((search) => ({ type, since, search }))),
);
const feedStatementsByShape = new Map(FEED_SHAPES.map((shape) => [shapeName(shape), feedStatements(shape)]));

/** One page of the estate's feed, newest first, and the count of the filtered set. */
export async function listActivities(
  db: Db,
  estateId: number,
  f: Pick<ActivityFilters, 'page' | 'page_size' | 'search' | 'type'>,
  since?: Date,
): Promise<{ count: number; rows: ActivityRow[] }> {
  const shape = { type: Boolean(f.type), since: since !== undefined, search: Boolean(f.search) };
  const { page, count: counted } = feedStatementsByShape.get(shapeName(shape))!;
  const values = {
    estateId,
    type: f.type,
    since,
    search: f.search,
    limit: f.page_size,
    offset: (f.page - 1) * f.page_size,
  };
  const [rows, [total]] = await Promise.all([page(db).execute(values), counted(db).execute(values)]);
  return { count: total?.n ?? 0, rows };
}

/** The kinds the estate's feed holds, in ACTIVITY_KINDS order: one index probe per kind, whatever the feed's size. */
export async function activityKindsOf(db: Db, estateId: number): Promise<ActivityKind[]> {
  const kinds = sql.join(
    ACTIVITY_KINDS.map((k) => sql`(${k}::text, ${ACTIVITY_KINDS.indexOf(k)})`),
    sql`, `,
  );
  // Both drivers answer raw SQL with `rows`.
  const result = (await db.execute(
    sql`select k.kind from (values ${kinds}) as k(kind, ord)
        where exists (select 1 from ${activities} a where a.estate_id = ${estateId} and a.kind = k.kind)
        order by k.ord`,
  )) as unknown as { rows: { kind: ActivityKind }[] };
  return result.rows.map((r) => r.kind);
}

/**
 * Gives entries written before sentences were stored (migration 0010) their sentence, a batch at
 * a time; answers how many it filled. Run at start until it answers 0.
 */
export async function fillMissingDescriptions(db: Db, batch = 500): Promise<number> {
  const rows = await db
    .select({ id: activities.id, type: activities.type, params: activities.params })
    .from(activities)
    .where(eq(activities.description, ''))
    .limit(batch);
  for (const row of rows) {
    await db
      .update(activities)
      .set({ description: activityText(asActivityEntry(row)) || row.type })
      .where(eq(activities.id, row.id));
  }
  return rows.length;
}
