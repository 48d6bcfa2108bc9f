import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import type { Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The planner's plan for `query` with the named plan kinds priced out (the tables here are small). */
const planOf = (query: ReturnType<typeof sql>, off: string[]) =>
  database.db.transaction(async (tx) => {
    for (const setting of off) await tx.execute(sql.raw(`set local ${setting} = off`));
    const plan = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
  });

// `ORDER BY x DESC` sorts nulls first; an index built `DESC NULLS LAST` cannot serve it, so every
// newest-first list would read and sort all of an estate's rows (drizzle's `.desc()` alone says
// NULLS LAST: the schema writes `.desc().nullsFirst()`).
it('every descending index column sorts as ORDER BY ... DESC does, nulls first', async () => {
  const indexes = await rowsOf<{ indexname: string; indexdef: string }>(
    sql`select indexname, indexdef from pg_indexes where schemaname = 'public'`,
  );
  expect(indexes.length).toBeGreaterThan(20);
  expect(indexes.filter((i) => i.indexdef.includes('DESC NULLS LAST')).map((i) => i.indexname)).toEqual([]);
});

it('a page of an estate’s feed, newest first, is read in index order without sorting the estate’s rows', async () => {
  // The table is empty here, so any plan is cheap: with sorting priced out, the planner sorts only
  // if no index can give the order.
  const text = await planOf(
    sql`select * from activities where estate_id = 1 order by created_at desc, id desc limit 10`,
    ['enable_sort'],
  );
  expect(text).toContain('Index Scan using activities_estate_created_idx');
  expect(text).not.toContain('Sort');
});

// A search reads, for each word typed, the estate's range of the word index: its cost follows the
// matches, however long the feed. Not a scan of the estate's feed, nor of all estates' words.
it('a search of an estate’s feed reads one range of the word index per word typed', async () => {
  const matches = sql`with typed as (select word from feed_words('Okafor paid') as word)
    select activity_id from activity_words w join typed on w.word >= typed.word and w.word < typed.word || chr(1114111)
    where w.estate_id = 1 group by w.activity_id`;
  const plan = await planOf(matches, ['enable_seqscan', 'enable_bitmapscan']);
  expect(plan).toContain('Index Only Scan using activity_words_estate_word_idx');
  expect(plan).toMatch(/Index Cond: \(\(estate_id = 1\) AND \(word >= .+\) AND \(word < .+\)\)/);
});

it('the start-up check for entries without a sentence is an index probe, not a scan of the feed', async () => {
  const text = await planOf(sql`select id, type, params from activities where description = '' limit 500`, [
    'enable_seqscan',
  ]);
  expect(text).toContain('activities_missing_description_idx');
});
