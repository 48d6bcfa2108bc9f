import pg from 'pg';

/** The URL of database `name` on the server that `adminUrl` points at. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement (create or drop database, …) on a connection of its own, closed before returning. */
export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(
  adminUrl: string,
  text: string,
  values?: unknown[],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
