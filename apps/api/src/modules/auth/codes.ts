import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { addSeconds } from '../../lib/clock';
import { hmac, safeEqual, sixDigitCode } from '../../lib/random';

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

export const CODE_TTL_SECONDS = 15 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 60;

const hashCode = (secret: string, userId: number, purpose: CodePurpose, code: string) =>
  hmac(secret, `${userId}:${purpose}:${code}`);

/** A fresh code for the user; earlier unused codes of the same purpose stop working. */
export async function issueCode(db: Db, secret: string, userId: number, purpose: CodePurpose, now: Date) {
  const code = sixDigitCode();
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
  await db.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: hashCode(secret, userId, purpose, code),
    expiresAt: addSeconds(now, CODE_TTL_SECONDS),
    createdAt: now,
  });
  return code;
}

/** Seconds until another code may be sent, 0 when it may be sent now. */
export async function cooldownLeft(db: Db, userId: number, purpose: CodePurpose, now: Date): Promise<number> {
  const [last] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!last) return 0;
  const left = Math.ceil((last.createdAt.getTime() + RESEND_COOLDOWN_SECONDS * 1000 - now.getTime()) / 1000);
  return Math.max(0, left);
}

export type CodeCheck = 'ok' | 'invalid' | 'too_many_attempts';

/**
 * Checks a code. Each try takes one of the code's attempts first (atomically, so parallel
 * guesses cannot exceed the bound); once they are spent even the right code is refused.
 */
export async function consumeCode(
  db: Db,
  secret: string,
  userId: number,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const [current] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!current || current.expiresAt <= now) return 'invalid';
  const [slot] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, current.id), lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ attempts: oneTimeCodes.attempts });
  if (!slot) return 'too_many_attempts';
  if (!safeEqual(current.codeHash, hashCode(secret, userId, purpose, code))) return 'invalid';
  const [used] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, current.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return used ? 'ok' : 'invalid';
}
