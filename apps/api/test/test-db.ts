import crypto from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client';

/** True when this run targets PostgreSQL (TEST_DB=postgres with TEST_DATABASE_URL). */
export const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or on PostgreSQL a new
 * database created from TEST_DATABASE_URL and dropped afterwards.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (!onPostgres) return openDatabase({ dataDir: null });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `eh_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
