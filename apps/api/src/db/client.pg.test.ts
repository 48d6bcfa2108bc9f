import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../../test/pg-admin';
import { createTestDatabase, dropTestDatabase } from '../../test/test-db';
import { type Database, openDatabase } from './client';

// PostgreSQL only (vitest.config.ts includes *.pg.test.ts when TEST_DB=postgres): PGlite has no pool.
const adminUrl = process.env.TEST_DATABASE_URL as string;
let target: Database & { url?: string };
let name: string;
beforeAll(async () => {
  target = await createTestDatabase();
  name = new URL(target.url as string).pathname.slice(1);
});
afterAll(() => target.close());

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('the PostgreSQL pool', () => {
  it('logs a connection the server ends by its code only, and carries on with a new one', async () => {
    const warnings: unknown[] = [];
    const database = await openDatabase({ url: target.url, log: { warn: (f, m) => warnings.push({ ...f, m }) } });
    try {
      const [{ pid }] = (await rows<{ pid: number }>(database, sql`select pg_backend_pid() as pid`)) as [
        { pid: number },
      ];
      // What `drop database … with (force)` and a server restart do to an idle connection.
      await adminQuery(adminUrl, 'select pg_terminate_backend($1)', [pid]);
      await expect.poll(() => warnings).toEqual([{ code: '57P01', m: 'database connection lost' }]);
      expect(await rows(database, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('close resolves only once every connection has ended', async () => {
    // Connected beforehand, so the count is taken the moment close() resolves.
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const connections = async () =>
      (await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name])).rows[0].n;
    try {
      for (let round = 0; round < 3; round++) {
        const database = await openDatabase({ url: target.url });
        // Five queries at once hold five connections, all idle in the pool afterwards.
        await Promise.all(Array.from({ length: 5 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
        expect(await connections()).toBe(5);
        await database.close();
        expect(await connections()).toBe(0);
      }
    } finally {
      await admin.end();
    }
  });
});

describe('dropping a test database', () => {
  it('fails loudly, naming the database, when a connection was left open, and still drops it', async () => {
    const leaky = await createTestDatabase();
    const leakyName = new URL(leaky.url as string).pathname.slice(1);
    const leaked = await openDatabase({ url: leaky.url, log: { warn() {} } });
    await leaked.db.execute(sql`select 1`);
    await expect(leaky.close()).rejects.toThrow(`test database ${leakyName} still had connections`);
    expect(await adminQuery(adminUrl, 'select 1 from pg_database where datname = $1', [leakyName])).toEqual([]);
    await leaked.close();
  });

  it('of a database already gone is not an error', async () => {
    await expect(dropTestDatabase(adminUrl, 'eh_test_never_created')).resolves.toBeUndefined();
  });
});
