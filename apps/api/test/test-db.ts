import crypto from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { adminQuery, databaseUrl } from './pg-admin';

/** True when this run targets PostgreSQL (TEST_DB=postgres with TEST_DATABASE_URL). */
export const onPostgres = process.env.TEST_DB === 'postgres';

/** Read once per worker: every test file of the worker starts its PGlite from the same bytes. */
let pgliteTemplate: Blob | undefined;

/**
 * A fresh, migrated database for one test file, copied from the template that
 * test/global-setup.ts migrated once for the run: an in-memory PGlite loaded from the
 * template's data directory, or on PostgreSQL a new database created from the template
 * database and dropped on close.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const template = inject('testDatabaseTemplate');
  if (template.kind === 'pglite') {
    pgliteTemplate ??= new Blob([fs.readFileSync(template.file)]);
    return openDatabase({ dataDir: null, loadDataDir: pgliteTemplate });
  }
  const adminUrl = template.adminUrl;
  const name = `eh_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${template.name}`);
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ url });
  return {
    ...database,
    url,
    async close() {
      // The pool's close resolves once its connections have ended, so a plain drop finds none.
      await database.close();
      await dropTestDatabase(adminUrl, name);
    },
  };
}

/**
 * Drops a test database without terminating anyone (PostgreSQL waits up to 5 seconds for
 * connections that are still closing). A connection still open after that is a leak in a
 * test: it is terminated so the database goes, and the close fails naming the leak.
 */
export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  try {
    await adminQuery(adminUrl, `drop database if exists ${name}`);
  } catch (err) {
    if ((err as { code?: string }).code !== '55006') throw err; // object_in_use
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    throw new Error(`test database ${name} still had connections after its pool closed: close every client you open`);
  }
}
