import { MSG } from '@estatehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { BROWSER_COOKIE } from '../../plugins/csrf';

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
