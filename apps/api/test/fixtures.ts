import type { Db } from '../src/db/client';
import { rateLimits } from '../src/db/schema';
import type { Clock } from '../src/lib/clock';

/** A real 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG. */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

/** A multipart form as a browser sends it; `file` is [field, bytes, filename, claimed type]. */
export function form(fields: Record<string, string | number>, file?: [string, Buffer, string, string?]) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, String(v));
  if (file)
    fd.append(file[0], new Blob([new Uint8Array(file[1])], { type: file[3] ?? 'application/octet-stream' }), file[2]);
  return fd;
}

/**
 * Sets a rate-limit counter (or sign-in throttle) to `count` as of the app's clock, so a test
 * starts at the limit instead of replaying requests to reach it.
 */
export async function seedRateLimit(app: { db: Db; clock: Clock }, key: string, count: number): Promise<void> {
  const windowStart = app.clock.now();
  await app.db
    .insert(rateLimits)
    .values({ key, count, windowStart })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count, windowStart } });
}
