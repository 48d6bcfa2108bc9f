import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRateLimit } from '../../../test/fixtures';
import { codeIn } from '../../../test/smtp-listener';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { rateLimits } from '../../db/schema';
import { SIGN_IN_THROTTLES, signInKeys, signInWaitMessage } from './sign-in-throttle';

// Sign-in attempts are counted before they are checked and slowed by growing delays (decision 011).
let p: TestApp;
let ipSeq = 0;
// Behind a trusted proxy, so each test chooses the caller's address.
beforeAll(async () => {
  p = await startTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => p.close());

const freshIp = () => `10.1.0.${++ipSeq}`;
async function signIn(email: string, password: string, ip: string) {
  const c = p.client();
  await c.get('/api/csrf-cookie/', { 'x-forwarded-for': ip });
  return c.post('/api/auth/login/', { email, password }, { 'x-forwarded-for': ip, 'x-csrftoken': c.csrf()! });
}
/** Puts a throttle where a test needs it, instead of replaying failed sign-ins. */
const seed = (key: string, count: number) => seedRateLimit(p, key, count);
const counter = async (key: string) => (await p.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0];
const owner = async () => p.createUser({ estateId: (await p.createEstate()).id });

describe('sign-in throttling: counted before checked, growing delays per account and address', () => {
  it('of 20 wrong passwords sent at once only the free tries are checked; the rest wait', async () => {
    const user = await owner();
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(user.email, 'Wrong!Pass1', ip)));
    const checked = answers.filter((r) => r.status === 401).length;
    const refused = answers.filter((r) => r.status === 429).length;
    expect(checked + refused).toBe(20);
    // Five free tries; a sixth only if the burst outlasted the one-second delay.
    expect(checked).toBeGreaterThanOrEqual(SIGN_IN_THROTTLES.pair.free);
    expect(checked).toBeLessThanOrEqual(SIGN_IN_THROTTLES.pair.free + 1);
    expect((await counter(signInKeys(user.email, ip).pair))?.count).toBe(checked);
  });

  it('after 5 failures the account waits 1 s, then 2 s … at that address; the answer says how long', async () => {
    const user = await owner();
    const ip = freshIp();
    await seed(signInKeys(user.email, ip).pair, 5);
    const early = await signIn(user.email, PASSWORD, ip);
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ detail: signInWaitMessage(1), retry_after: 1 });
    expect(early.headers.get('retry-after')).toBe('1');
    expect(early.body.detail).toBe('Too many failed sign-in attempts. Please try again in 1 seconds.');

    p.clock.advance(1);
    expect((await signIn(user.email, 'Wrong!Pass1', ip)).status).toBe(401);
    const next = await signIn(user.email, PASSWORD, ip);
    expect(next.status).toBe(429);
    expect(next.body.retry_after).toBe(2);
    p.clock.advance(2);
    expect((await signIn(user.email, PASSWORD, ip)).status).toBe(200);
    // The right password starts that address afresh.
    expect(await counter(signInKeys(user.email, ip).pair)).toBeUndefined();
  });

  it('the delay grows to at most 15 minutes, and the wait it states is honoured', async () => {
    const user = await owner();
    const ip = freshIp();
    await seed(signInKeys(user.email, ip).pair, 60);
    const res = await signIn(user.email, PASSWORD, ip);
    expect(res.status).toBe(429);
    expect(res.body.retry_after).toBe(15 * 60);
    expect(res.headers.get('retry-after')).toBe(String(15 * 60));
    p.clock.advance(15 * 60 - 5);
    expect((await signIn(user.email, PASSWORD, ip)).body.retry_after).toBe(5);
    p.clock.advance(5);
    expect((await signIn(user.email, PASSWORD, ip)).status).toBe(200);
  });

  it('the owner at another address signs in while an attacker is throttled', async () => {
    const user = await owner();
    const attacker = freshIp();
    await seed(signInKeys(user.email, attacker).pair, 40);
    expect((await signIn(user.email, PASSWORD, attacker)).status).toBe(429);
    expect((await signIn(user.email, PASSWORD, freshIp())).status).toBe(200);
  });

  it('an address guessing across accounts is slowed after 30 tries; a refused try counts nowhere', async () => {
    const user = await owner();
    const ip = freshIp();
    await seed(signInKeys('', ip).address, SIGN_IN_THROTTLES.address.free);
    const res = await signIn(user.email, PASSWORD, ip);
    expect(res.status).toBe(429);
    expect(res.body.detail).toBe(signInWaitMessage(1));
    expect((await counter(signInKeys(user.email, ip).pair))?.count ?? 0).toBe(0);
    expect(await counter(signInKeys(user.email, ip).account)).toBeUndefined();
    expect((await signIn(user.email, PASSWORD, freshIp())).status).toBe(200);
  });

  it('one account is slowed, never locked, after 100 tries from many addresses', async () => {
    const user = await owner();
    await seed(signInKeys(user.email, '').account, SIGN_IN_THROTTLES.account.free + 20);
    const res = await signIn(user.email, PASSWORD, freshIp());
    expect(res.status).toBe(429);
    expect(res.body.retry_after).toBe(SIGN_IN_THROTTLES.account.maxSeconds);
    p.clock.advance(SIGN_IN_THROTTLES.account.maxSeconds);
    expect((await signIn(user.email, PASSWORD, freshIp())).status).toBe(200);
  });

  it('a right password costs the address and the account nothing', async () => {
    const user = await owner();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await signIn(user.email, PASSWORD, ip)).status).toBe(200);
    expect((await counter(signInKeys(user.email, ip).address))?.count).toBe(0);
    expect((await counter(signInKeys(user.email, ip).account))?.count).toBe(0);
  });

  it('a password reset lifts every delay on the account, from every address', async () => {
    const user = await owner();
    const [home, office] = [freshIp(), freshIp()];
    await seed(signInKeys(user.email, home).pair, 50);
    await seed(signInKeys(user.email, office).pair, 50);
    await seed(signInKeys(user.email, '').account, 500);
    expect((await signIn(user.email, PASSWORD, home)).status).toBe(429);

    const c = await p.client().primeCsrf();
    expect((await c.post('/api/auth/request-password-reset/', { email: user.email })).status).toBe(200);
    const code = codeIn(await p.smtp.waitFor(user.email));
    const reset = await c.post('/api/auth/reset-password-confirm/', {
      email: user.email,
      code,
      new_password: 'Brand!New2',
    });
    expect(reset.status).toBe(200);
    expect((await signIn(user.email, 'Brand!New2', home)).status).toBe(200);
    expect((await signIn(user.email, 'Brand!New2', office)).status).toBe(200);
  });
});
