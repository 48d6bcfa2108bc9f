import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';
import { randomToken } from './random';

/**
 * The signing secret: SECRET_KEY when set, else one generated once and kept in the database,
 * so every instance over the same database signs alike and restarts keep sessions valid.
 */
export async function loadSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'secret_key', value: randomToken() + randomToken() })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'secret_key'));
  return row!.value;
}
