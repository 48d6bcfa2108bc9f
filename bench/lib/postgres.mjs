// A throwaway PostgreSQL database per run, migrated like the server migrates its own.
import crypto from 'node:crypto';
import pg from 'pg';
import { migratePostgres } from '../../apps/api/src/db/migrate.ts';

/** The server the bench uses: BENCH_DATABASE_URL, else the local PostgreSQL as user postgres. */
export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Creates and migrates a fresh database, hands `use` its URL, and drops it afterwards (also when
 * `use` fails or the run is interrupted with Ctrl-C).
 */
export async function withFreshDatabase(prefix, use) {
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await adminQuery(`create database ${name}`);
  // BENCH_KEEP=1 leaves the seeded database behind, for EXPLAIN by hand (drop it yourself).
  const drop = () =>
    process.env.BENCH_KEEP ? console.log(`kept ${url}`) : adminQuery(`drop database if exists ${name} with (force)`);
  const onSignal = () => void drop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  try {
    await migratePostgres(url.toString());
    return await use(url.toString());
  } finally {
    process.off('SIGINT', onSignal);
    await drop();
  }
}
