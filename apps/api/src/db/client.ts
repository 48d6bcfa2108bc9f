import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migratePgliteClient, migratePostgres } from './migrate';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

/** Where a lost idle connection is reported; by default a warning on stderr. */
export type PoolLog = { warn(fields: { code: string }, message: string): void };
const consoleLog: PoolLog = { warn: (fields, message) => console.warn(`${message} (${fields.code})`) };

/**
 * PostgreSQL when a URL is given, else PGlite persisted in `dataDir` (or in memory when null;
 * `loadDataDir` starts it from a tarball that `dumpDataDir()` wrote, skipping initdb).
 * Pending migrations are applied before the database is handed out.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string | null;
  loadDataDir?: Blob;
  log?: PoolLog;
}): Promise<Database> {
  if (opts.url) {
    await migratePostgres(opts.url);
    const { pool, end } = openPool(opts.url, opts.log ?? consoleLog);
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return { db, kind: 'postgres', close: end };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  await migratePgliteClient(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** A node-postgres pool whose `end()` resolves only once every connection has closed. */
function openPool(url: string, log: PoolLog): { pool: pg.Pool; end(): Promise<void> } {
  // The named statements (db/prepared.ts) are planned once per connection. Left to choose, the
  // server re-plans a page at every call: its generic plan guesses a tenth of the rows for an
  // unknown LIMIT and so looks dearer than a plan for LIMIT 10, though both read the same index
  // the same way (decision 021). Unnamed statements are planned with their values as before.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c plan_cache_mode=force_generic_plan' });
  // An idle connection that the server ends (restart, failover, an administrator) is emitted
  // here; unhandled, it would crash the process. The pool has already dropped it, so the next
  // query opens a new one. Only the SQLSTATE is logged: a message may quote user data.
  pool.on('error', (err: Error & { code?: string }) =>
    log.warn({ code: err.code ?? 'unknown' }, 'database connection lost'),
  );
  // pool.end() resolves once it has asked its clients to end, while their server processes
  // may still be alive; whoever drops or copies the database next would find them. 'remove'
  // is emitted when a client has really ended.
  const open = new Set<pg.PoolClient>();
  let allClosed: (() => void) | undefined;
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) allClosed?.();
  });
  return {
    pool,
    async end() {
      const closed = new Promise<void>((resolve) => {
        allClosed = resolve;
      });
      await pool.end();
      if (open.size > 0) await closed;
    },
  };
}
