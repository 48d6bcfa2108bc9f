import type { Db } from './client';

/**
 * A statement built once per database handle and run by name with placeholders: drizzle skips
 * rebuilding its SQL, and PostgreSQL parses it once per connection and reuses a plan. For the
 * statements every request runs. `build` must end in `.prepare(<name unique in the app>)`.
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
