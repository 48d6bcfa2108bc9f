import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { migratePgliteClient, migratePostgres } from '../src/db/migrate';
import { adminQuery, databaseUrl } from './pg-admin';

/** Where each test file copies its database from (see test/test-db.ts). */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; file: string }
  | { kind: 'postgres'; adminUrl: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/**
 * Migrates one database per run, once, instead of once per test file: on PGlite a dump of a
 * migrated data directory (loading it skips initdb, the slow part), on PostgreSQL a template
 * database that `create database … template` copies. Removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `eh_template_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    await migratePostgres(databaseUrl(adminUrl, name));
    // A template must have no connection while it is copied; refusing them makes that certain.
    await adminQuery(adminUrl, `alter database ${name} allow_connections false`);
    project.provide('testDatabaseTemplate', { kind: 'postgres', adminUrl, name });
    return async () => {
      await adminQuery(adminUrl, `drop database if exists ${name}`);
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estatehub-template-'));
  const file = path.join(dir, 'pgdata.tar');
  const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  try {
    await migratePgliteClient(client);
    // Uncompressed: loading skips a gunzip in every test file, and the file stays in the page cache.
    const tarball = await client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('testDatabaseTemplate', { kind: 'pglite', file });
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
