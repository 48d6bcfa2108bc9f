import type { AppDeps } from '../../deps';
import { tooManyRequests } from '../../lib/http-errors';
import { giveBackAttempt, reset, resetPrefix, type Throttle, takeAttempt } from '../../lib/rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Sign-in attempts are counted before the password is checked and slowed by growing delays
 * rather than locked (decision 011). Three counters:
 * - the account from one address: 5 tries, then 1 s, 2 s, 4 s … up to 15 minutes between tries;
 * - one address across accounts: 30 tries, then the same growing delays;
 * - one account across all addresses: a generous 100 tries, then at most one try a minute.
 * The owner at a clean address therefore still signs in while one address is guessing.
 */
export const SIGN_IN_THROTTLES = {
  pair: { free: 5, baseSeconds: 1, maxSeconds: 15 * MINUTE, forgetSeconds: 24 * HOUR },
  address: { free: 30, baseSeconds: 1, maxSeconds: 15 * MINUTE, forgetSeconds: HOUR },
  account: { free: 100, baseSeconds: 1, maxSeconds: MINUTE, forgetSeconds: HOUR },
} as const;

type Scope = keyof typeof SIGN_IN_THROTTLES;

/** The counter keys of a sign-in; the e-mail is already lower-cased by the shared schema. */
export function signInKeys(email: string, ip: string): Record<Scope, string> {
  return { pair: `${pairPrefix(email)}${ip}`, address: `login:ip:${ip}`, account: `login:acct:${email}` };
}
const pairPrefix = (email: string) => `login:pair:${email}|`;

const throttles = (email: string, ip: string): Throttle[] => {
  const keys = signInKeys(email, ip);
  return (Object.keys(SIGN_IN_THROTTLES) as Scope[]).map((scope) => ({
    key: keys[scope],
    ...SIGN_IN_THROTTLES[scope],
  }));
};

export const signInWaitMessage = (seconds: number) =>
  `Too many failed sign-in attempts. Please try again in ${seconds} seconds.`;

/** Counts this attempt on every counter, or refuses it (429 with the wait) and counts nothing. */
export async function admitSignIn(deps: AppDeps, email: string, ip: string): Promise<void> {
  const taken: string[] = [];
  for (const throttle of throttles(email, ip)) {
    const wait = await takeAttempt(deps.db, deps.clock, throttle);
    if (wait > 0) {
      for (const key of taken) await giveBackAttempt(deps.db, key);
      throw tooManyRequests(wait, signInWaitMessage(wait));
    }
    taken.push(throttle.key);
  }
}

/** A right password: this address starts afresh for the account, and the attempt costs nothing elsewhere. */
export async function signInSucceeded(deps: AppDeps, email: string, ip: string): Promise<void> {
  const keys = signInKeys(email, ip);
  await reset(deps.db, keys.pair);
  await giveBackAttempt(deps.db, keys.address);
  await giveBackAttempt(deps.db, keys.account);
}

/** A password reset proves the owner: every delay on the account is lifted, from every address. */
export async function liftSignInThrottles(deps: Pick<AppDeps, 'db'>, email: string): Promise<void> {
  await resetPrefix(deps.db, pairPrefix(email));
  await reset(deps.db, signInKeys(email, '').account);
}
