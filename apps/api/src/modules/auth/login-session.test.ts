import { MSG } from '@estatehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn } from '../../../test/smtp-listener';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { rateLimits } from '../../db/schema';
import { BROWSER_COOKIE } from '../../plugins/csrf';
import { SIGN_IN_THROTTLES, signInKeys, signInWaitMessage } from './sign-in-throttle';

let t: TestApp;
let estateId: number;

beforeAll(async () => {
  t = await startTestApp();
  estateId = (await t.createEstate()).id;
});
afterAll(() => t.close());

describe('GET /api/csrf-cookie/', () => {
  it('sets a readable csrftoken cookie (not HttpOnly, SameSite=Lax)', async () => {
    const c = t.client();
    const res = await c.get('/api/csrf-cookie/');
    expect(res.status).toBe(200);
    const cookie = res.setCookies.find((s) => s.startsWith('csrftoken='))!;
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // A valid token is kept rather than replaced on the next call.
    const again = await c.get('/api/csrf-cookie/');
    expect(again.setCookies.find((s) => s.startsWith('csrftoken='))).toBeUndefined();
  });
});

describe('CSRF on unsafe methods', () => {
  it('refuses a POST without the header, with a detail naming CSRF', async () => {
    const c = await t.client().primeCsrf();
    const res = await c.post('/api/auth/login/', { email: 'a@b.ng', password: 'x' }, { 'x-csrftoken': '' });
    expect(res.status).toBe(403);
    expect(res.body.detail).toContain('CSRF');
  });

  it('refuses a header that does not match the cookie', async () => {
    const c = await t.client().primeCsrf();
    const res = await c.post('/api/auth/logout/', undefined, { 'x-csrftoken': `${c.csrf()}x` });
    expect(res.status).toBe(403);
    expect(res.body.detail).toContain('CSRF');
  });

  it('refuses a self-made token planted in both cookie and header (it is not signed)', async () => {
    const c = t.client();
    c.cookies.set('csrftoken', 'planted.value');
    const res = await c.post('/api/auth/logout/', undefined, { 'x-csrftoken': 'planted.value' });
    expect(res.status).toBe(403);
  });

  it('binds the token before sign-in to an HttpOnly random cookie of this browser', async () => {
    const c = t.client();
    const res = await c.get('/api/csrf-cookie/');
    const browser = res.setCookies.find((s) => s.startsWith(`${BROWSER_COOKIE}=`))!;
    expect(browser).toMatch(/HttpOnly/i);
    expect(browser).toMatch(/SameSite=Lax/i);
    expect(c.cookies.get(BROWSER_COOKIE)).not.toBe(t.client().cookies.get(BROWSER_COOKIE));
  });

  it('refuses a token taken from browser A and planted in browser B (login CSRF)', async () => {
    const user = await t.createUser({ estateId });
    const a = await t.client().primeCsrf();
    const b = await t.client().primeCsrf();
    b.cookies.set('csrftoken', a.csrf()!);
    const planted = await b.post('/api/auth/login/', { email: user.email, password: PASSWORD });
    expect(planted.status).toBe(403);
    expect(planted.body.detail).toContain('CSRF');
    expect(planted.setCookies.some((s) => s.startsWith('sessionid='))).toBe(false);
    // A browser with no binding cookie of its own fares no better.
    const bare = t.client();
    bare.cookies.set('csrftoken', a.csrf()!);
    const res = await bare.post('/api/auth/login/', { email: user.email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.detail).toContain('CSRF');
    // In browser A the same token works.
    expect((await a.post('/api/auth/login/', { email: user.email, password: PASSWORD })).status).toBe(200);
  });

  it("a browser that lost its binding cookie recovers with the client's one retry", async () => {
    const user = await t.createUser({ estateId });
    const c = await t.client().primeCsrf();
    c.cookies.delete(BROWSER_COOKIE);
    const first = await c.post('/api/auth/login/', { email: user.email, password: PASSWORD });
    expect(first.status).toBe(403);
    expect(first.body.detail).toContain('CSRF');
    // The web client clears csrftoken, fetches it again and retries once.
    c.cookies.delete('csrftoken');
    await c.primeCsrf();
    expect(c.cookies.has(BROWSER_COOKIE)).toBe(true);
    expect((await c.post('/api/auth/login/', { email: user.email, password: PASSWORD })).status).toBe(200);
  });

  it("refuses another session's token: tokens are bound to the session", async () => {
    const user = await t.createUser({ estateId });
    const victim = t.client();
    expect((await victim.login(user.email, PASSWORD)).status).toBe(200);
    const attacker = await t.client().primeCsrf();
    // The attacker's valid anonymous token, planted into the victim's browser.
    victim.cookies.set('csrftoken', attacker.csrf()!);
    const res = await victim.post('/api/auth/logout/');
    expect(res.status).toBe(403);
    expect((await victim.get('/api/resident/profile/')).status).toBe(200);
  });
});

describe('POST /api/auth/login/', () => {
  it('signs in: answers the user, sets an HttpOnly session cookie and a new CSRF token', async () => {
    const user = await t.createUser({ estateId, firstName: 'Ada', lastName: 'Nwosu' });
    const c = await t.client().primeCsrf();
    const before = c.csrf();
    const res = await c.post('/api/auth/login/', { email: user.email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      first_name: 'Ada',
      last_name: 'Nwosu',
      email: user.email,
      role: 'resident',
      estate: estateId,
      subscription_active: false,
    });
    const session = res.setCookies.find((s) => s.startsWith('sessionid='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/);
    expect(c.csrf()).not.toBe(before);
    // The session is stored hashed: the cookie value itself is nowhere in the table.
    const token = c.cookies.get('sessionid')!;
    const rows = await t.db.query.sessions.findMany();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('marks cookies Secure when the request came over HTTPS through a trusted proxy', async () => {
    const secure = await startTestApp({ TRUST_PROXY: '1' });
    try {
      const estate = await secure.createEstate();
      const user = await secure.createUser({ estateId: estate.id });
      const c = secure.client();
      await c.get('/api/csrf-cookie/', { 'x-forwarded-proto': 'https' });
      const res = await c.post(
        '/api/auth/login/',
        { email: user.email, password: PASSWORD },
        { 'x-forwarded-proto': 'https', 'x-csrftoken': c.csrf()! },
      );
      expect(res.status).toBe(200);
      expect(res.setCookies.find((s) => s.startsWith('sessionid='))).toMatch(/Secure/);
      expect(res.headers.get('strict-transport-security')).toContain('max-age');
    } finally {
      await secure.close();
    }
  });

  it('answers subscription_active true for an admin on trial and for residents of that estate', async () => {
    const estate = await t.createEstate();
    const admin = await t.createUser({ estateId: estate.id, role: 'admin' });
    const resident = await t.createUser({ estateId: estate.id });
    expect((await t.client().login(admin.email, PASSWORD)).body).toMatchObject({
      role: 'admin',
      subscription_active: true,
    });
    expect((await t.client().login(resident.email, PASSWORD)).body.subscription_active).toBe(true);
  });

  it('refuses wrong credentials with one message for unknown e-mail and wrong password', async () => {
    const user = await t.createUser({ estateId });
    const wrong = await t.client().login(user.email, 'Wrong!Pass1');
    const unknown = await t.client().login('nobody@example.ng', PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ detail: MSG.invalidCredentials });
    expect(unknown.body).toEqual({ detail: MSG.invalidCredentials });
  });

  it('validates the fields', async () => {
    const res = await (await t.client().primeCsrf()).post('/api/auth/login/', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: [MSG.invalidEmail], password: [MSG.required] });
  });

  it('refuses sign-in before e-mail verification', async () => {
    const user = await t.createUser({ estateId, emailVerifiedAt: null });
    const res = await t.client().login(user.email, PASSWORD);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(MSG.emailNotVerified);
    expect(res.setCookies.some((s) => s.startsWith('pending_verification='))).toBe(true);
    expect(res.setCookies.some((s) => s.startsWith('sessionid='))).toBe(false);
  });

  it('refuses sign-in before approval', async () => {
    const user = await t.createUser({ estateId, isApproved: false });
    const res = await t.client().login(user.email, PASSWORD);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: MSG.awaitingApproval });
  });

  it('refuses a disabled account', async () => {
    const user = await t.createUser({ estateId, isActive: false });
    const res = await t.client().login(user.email, PASSWORD);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: MSG.accountDisabled });
  });
});

describe('sign-in throttling: counted before checked, growing delays per account and address', () => {
  /** Behind a trusted proxy, so each test chooses the caller's address. */
  let p: TestApp;
  let ipSeq = 0;
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
  async function seed(key: string, count: number, secondsAgo = 0) {
    const windowStart = new Date(p.clock.now().getTime() - secondsAgo * 1000);
    await p.db
      .insert(rateLimits)
      .values({ key, count, windowStart })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count, windowStart } });
  }
  const counter = async (key: string) => (await p.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0];
  const owner = async () => p.createUser({ estateId: (await p.createEstate()).id });

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

describe('sessions', () => {
  it('GET /api/resident/profile/ answers the user fields when signed in and 401 when not', async () => {
    const user = await t.createUser({
      estateId,
      homeAddress: '1 Gate Rd',
      houseType: 'duplex',
      residentType: 'tenant',
    });
    const c = t.client();
    expect((await c.get('/api/resident/profile/')).status).toBe(401);
    await c.login(user.email, PASSWORD);
    const res = await c.get('/api/resident/profile/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'resident',
      estate: estateId,
      home_address: '1 Gate Rd',
      house_type: 'duplex',
      resident_type: 'tenant',
      is_approved: true,
    });
    expect(typeof res.body.subscription_active).toBe('boolean');
    expect(res.body).not.toHaveProperty('password_hash');
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  it('logout deletes the session; the old cookie no longer works', async () => {
    const user = await t.createUser({ estateId });
    const c = t.client();
    await c.login(user.email, PASSWORD);
    const token = c.cookies.get('sessionid')!;
    const res = await c.post('/api/auth/logout/');
    expect(res.status).toBe(200);
    expect(c.cookies.has('sessionid')).toBe(false);
    const replay = t.client();
    replay.cookies.set('sessionid', token);
    expect((await replay.get('/api/resident/profile/')).status).toBe(401);
  });

  it('logout without a session still answers 200', async () => {
    const res = await (await t.client().primeCsrf()).post('/api/auth/logout/');
    expect(res.status).toBe(200);
  });

  it('a session expires after 14 days', async () => {
    const user = await t.createUser({ estateId });
    const c = t.client();
    await c.login(user.email, PASSWORD);
    t.clock.advance(14 * 86_400 + 60);
    expect((await c.get('/api/resident/profile/')).status).toBe(401);
  });

  it('an unknown path under /api answers a JSON 404', async () => {
    const res = await t.client().get('/api/nothing-here/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: MSG.notFound });
  });
});
