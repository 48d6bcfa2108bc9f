import type { AppDeps } from '../../deps';
import { tooManyRequests } from '../../lib/http-errors';
import { consume, hit, type Limit } from '../../lib/rate-limit';
import type { CodePurpose } from './codes';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Sending codes is limited per e-mail and per address together: one person cannot use up an
 * office's allowance, and the address ceiling is high enough for everyone behind it. The
 * e-mail limits count whether or not the account exists, so answers never tell.
 */
export const CODE_SEND_LIMITS = {
  /** One code per e-mail and purpose a minute (the screens' 60 s countdown). */
  cooldown: { max: 1, windowSeconds: MINUTE },
  perEmail: { max: 6, windowSeconds: HOUR },
  perAddress: { max: 60, windowSeconds: HOUR },
} as const;

/** Code checks per address, across accounts (each code also allows only five tries). */
export const codeCheckLimit = (ip: string): Limit => ({ key: `code:ip:${ip}`, max: 60, windowSeconds: 15 * MINUTE });

const waitMessage: Record<CodePurpose, (seconds: number) => string> = {
  verify_email: (n) => `Please wait ${n} seconds before requesting another code.`,
  password_reset: (n) => `Please wait ${n} seconds before trying again.`,
};

/** Counts a code send for the e-mail and the address, or refuses it with the wait the screens show. */
export async function limitCodeSend(deps: AppDeps, purpose: CodePurpose, email: string, ip: string): Promise<void> {
  const { db, clock } = deps;
  const refuse = (seconds: number) => tooManyRequests(seconds, waitMessage[purpose](Math.max(1, seconds)));
  const cooldown = await hit(db, clock, { key: `send:${purpose}:${email}`, ...CODE_SEND_LIMITS.cooldown });
  if (cooldown.count > CODE_SEND_LIMITS.cooldown.max) throw refuse(cooldown.retryAfter);
  const perEmail = await hit(db, clock, { key: `send:email:${email}`, ...CODE_SEND_LIMITS.perEmail });
  if (perEmail.count > CODE_SEND_LIMITS.perEmail.max) throw refuse(perEmail.retryAfter);
  await consume(db, clock, { key: `send:ip:${ip}`, ...CODE_SEND_LIMITS.perAddress });
}

/** The wait as each screen words it (spec part 1 section 8). */
export const sendWaitMessage = (purpose: CodePurpose, seconds: number) => waitMessage[purpose](seconds);
