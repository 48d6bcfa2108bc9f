import type { Db } from './client';

const names = new Set<string>();

/**
 * A statement built once per database handle and run by name with placeholders: drizzle skips
 * rebuilding its SQL, and PostgreSQL parses it once per connection and reuses its plan. For the
 * statements that every request, or every first screen, runs. A name may be given only once:
 * PostgreSQL refuses a second text under a name a connection already holds.
 */
export function preparedStatement<Q extends { prepare(name: string): unknown }>(
  name: string,
  build: (db: Db) => Q,
): (db: Db) => ReturnType<Q['prepare']> {
  if (names.has(name)) throw new Error(`The prepared statement name ${name} is taken.`);
  names.add(name);
  const byDb = new WeakMap<Db, ReturnType<Q['prepare']>>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = build(db).prepare(name) as ReturnType<Q['prepare']>;
      byDb.set(db, statement);
    }
    return statement;
  };
}
