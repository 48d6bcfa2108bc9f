import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const SETTING = 'vapid_keys';

/**
 * The VAPID key pair: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else one generated at
 * the first start and kept in app_settings. Insert-if-absent then read, so instances starting
 * together over one database all end up with the pair that was stored first.
 */
export async function loadVapidKeys(db: Db, config: Config): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.SUPPORT_EMAIL}`;
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = config;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  if (publicKey || privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(appSettings)
    .values({ key: SETTING, value: JSON.stringify(fresh) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING));
  const stored = JSON.parse(row!.value) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

// Read once per database and process: the pair never changes while the app runs.
const loaded = new WeakMap<Db, Promise<VapidKeys>>();

export function vapidKeys(deps: { db: Db; config: Config }): Promise<VapidKeys> {
  let keys = loaded.get(deps.db);
  if (!keys) {
    keys = loadVapidKeys(deps.db, deps.config);
    // A failed read is tried again next time rather than remembered.
    keys.catch(() => loaded.delete(deps.db));
    loaded.set(deps.db, keys);
  }
  return keys;
}
