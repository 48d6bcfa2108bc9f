import { ACTIVITY_KINDS, type ActivityKind, type activityQuery } from '@estatehub/shared';
import { and, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { activities, activityWords } from '../../db/schema';
import { activityText, asActivityEntry } from './activity-text';

export type ActivityRow = typeof activities.$inferSelect;
/** What the feed shows of an entry: the page reads only these columns, not the entry's params. */
export type FeedEntry = Pick<ActivityRow, 'id' | 'kind' | 'description' | 'createdAt'>;
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

const param = (name: string) => sql.placeholder(name);

/** The filters other than the search, on a table carrying estate_id, kind and created_at. */
function filtersOn(t: typeof activities | typeof activityWords, shape: FeedShape): SQL {
  return and(
    eq(t.estateId, param('estateId')),
    shape.type ? eq(t.kind, param('type')) : undefined,
    shape.since ? gte(t.createdAt, param('since')) : undefined,
  )!;
}

/**
 * The estate's entries (id, created_at) holding, for every word searched for, a word that starts
 * with it, whatever the case: one range of activity_words_estate_word_idx per word typed, so the
 * cost follows the matches, not the size of the feed. The words searched for (the first 32) are
 * split by the SQL function that split the stored ones (migration 0014), each with a bit: an entry
 * matches when its words' bits, or-ed, are all of them (`bit_or`, a hash per entry, no sorting). A
 * search of no words finds nothing.
 */
function searchMatches(shape: FeedShape): SQL {
  const w = activityWords;
  return sql`with typed as (
      select word, 1::bigint << (row_number() over () - 1)::int as bit
      from (select word from feed_words(${param('search')}) as word limit 32) as t
    )
    select ${w.activityId} as id, max(${w.createdAt}) as created_at
    from ${w} join typed on ${w.word} >= typed.word and ${w.word} < typed.word || chr(1114111)
    where ${filtersOn(w, shape)}
    group by ${w.activityId}
    having bit_or(typed.bit) = (select bit_or(bit) from typed)`;
}

/** The kinds the estate's feed holds, in ACTIVITY_KINDS order: one index probe per kind, whatever the feed's size. */
const kindsPresent = sql<ActivityKind[]>`array(select k.kind from (values ${sql.join(
  ACTIVITY_KINDS.map((k, i) => sql.raw(`('${k}', ${i})`)),
  sql`, `,
)}) as k(kind, ord)
  where exists (select 1 from ${activities} a where a.estate_id = ${param('estateId')} and a.kind = k.kind)
  order by k.ord)`;

/**
 * For one shape of filters: a page of the feed, each row also carrying the count of the filtered
 * set and the kinds the feed holds (uncorrelated subqueries, so computed once), so a request is
 * one round trip; and the count and kinds alone, for a page past the end. Without a search, the
 * page's ids and the count are index-only scans of the feed index (estate_id, created_at desc,
 * id desc, kind); with one, of the word index. Only the page's rows are read from the table.
 */
function feedStatements(shape: FeedShape) {
  const newestFirst = [desc(activities.createdAt), desc(activities.id)];
  const pageIds = shape.search
    ? sql`select id from (${searchMatches(shape)}) as m order by created_at desc, id desc
        limit ${param('limit')} offset ${param('offset')}`
    : sql`select ${activities.id} from ${activities} where ${filtersOn(activities, shape)}
        order by ${activities.createdAt} desc, ${activities.id} desc limit ${param('limit')} offset ${param('offset')}`;
  const counted = shape.search
    ? sql`select count(*) from (${searchMatches(shape)}) as m`
    : sql`select count(*) from ${activities} where ${filtersOn(activities, shape)}`;
  const total = sql<number>`(${counted})`.mapWith(Number);
  return {
    page: preparedStatement(`feed_page_${shapeName(shape)}`, (db) =>
      db
        .select({
          id: activities.id,
          kind: activities.kind,
          description: activities.description,
          createdAt: activities.createdAt,
          total,
          kinds: kindsPresent,
        })
        .from(activities)
        .where(sql`${activities.id} in (${pageIds})`)
        .orderBy(...newestFirst),
    ),
    count: preparedStatement(`feed_count_${shapeName(shape)}`, (db) =>
      db.select({ total, kinds: kindsPresent }).from(sql`(select 1) as one`),
    ),
  };
}

const FEED_SHAPES = [false, true].flatMap((type) =>
  [false, true].flatMap((since) => [false, true].map((search) => ({ type, since, search }))),
);
const feedStatementsByShape = new Map(FEED_SHAPES.map((shape) => [shapeName(shape), feedStatements(shape)]));

/**
 * One page of the estate's feed, newest first, the count of the filtered set, and the kinds the
 * feed holds: one statement, and a second only when the page is empty.
 */
export async function listActivities(
  db: Db,
  estateId: number,
  f: Pick<ActivityFilters, 'page' | 'page_size' | 'search' | 'type'>,
  since?: Date,
): Promise<{ count: number; rows: FeedEntry[]; kinds: ActivityKind[] }> {
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
  const rows = await page(db).execute(values);
  const [totals] = rows.length > 0 ? rows : await counted(db).execute(values);
  return { count: totals?.total ?? 0, kinds: totals?.kinds ?? [], rows };
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
