import { MSG } from '@estatehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../test/http-client';
import { codeIn } from '../../../test/smtp-listener';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let estateId: number;
let n = 0;

beforeAll(async () => {
  t = await startTestApp();
  estateId = (await t.createEstate()).id;
});
afterAll(() => t.close());

/** Registers through the API as the screen does; answers the browser and the e-mailed code. */
async function registered(): Promise<{ c: HttpClient; email: string; code: string }> {
  n++;
  const email = `verify${n}@example.ng`;
  const c = await t.client().primeCsrf();
  const res = await c.post('/api/auth/register/', {
    email,
    password: PASSWORD,
    first_name: 'Kemi',
    last_name: 'Ade',
    phone_number: `0703000${String(n).padStart(4, '0')}`,
    home_address: '9 Lagoon Road',
    house_type: 'bungalow',
    resident_type: 'landlord/landlady',
    estate: estateId,
  });
  expect(res.status).toBe(201);
  return { c, email, code: codeIn(await t.smtp.waitFor(email)) };
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/auth/verify-email/', () => {
  it('verifies with only the code, knowing the account from the registration cookie', async () => {
    const { c, email, code } = await registered();
    const res = await c.post('/api/auth/verify-email/', { code });
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe(MSG.emailVerified);
    // Verified but not yet approved.
    const login = await t.client().login(email, PASSWORD);
    expect(login.status).toBe(403);
    expect(login.body.detail).toBe(MSG.awaitingApproval);
  });

  it('accepts the optional email field from another browser', async () => {
    const { email, code } = await registered();
    const other = await t.client().primeCsrf();
    expect((await other.post('/api/auth/verify-email/', { code, email })).status).toBe(200);
  });

  it('never finds an account by the code alone', async () => {
    const { code } = await registered();
    const stranger = await t.client().primeCsrf();
    const res = await stranger.post('/api/auth/verify-email/', { code });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(MSG.noPendingVerification);
  });

  it('checks the code format', async () => {
    const { c } = await registered();
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await c.post('/api/auth/verify-email/', { code });
      expect(res.status).toBe(400);
      expect(res.body.code).toEqual([MSG.codeFormat]);
    }
  });

  it('refuses a wrong code, and after five wrong tries refuses even the right one', async () => {
    const { c, code } = await registered();
    for (let i = 0; i < 5; i++) {
      const res = await c.post('/api/auth/verify-email/', { code: wrong(code) });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(MSG.invalidCode);
    }
    const sixth = await c.post('/api/auth/verify-email/', { code });
    expect(sixth.status).toBe(400);
    expect(sixth.body.detail).toBe(MSG.tooManyCodeAttempts);
  });

  it('lets a code work after four wrong tries', async () => {
    const { c, code } = await registered();
    for (let i = 0; i < 4; i++) await c.post('/api/auth/verify-email/', { code: wrong(code) });
    expect((await c.post('/api/auth/verify-email/', { code })).status).toBe(200);
  });

  it('refuses a code after 15 minutes', async () => {
    const { c, code } = await registered();
    t.clock.advance(15 * 60 + 1);
    const res = await c.post('/api/auth/verify-email/', { code });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(MSG.invalidCode);
  });

  it('a used code cannot verify twice; an already verified account says so to its own browser only', async () => {
    const { c, email, code } = await registered();
    expect((await c.post('/api/auth/verify-email/', { code })).status).toBe(200);
    const again = await c.post('/api/auth/verify-email/', { code });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe(MSG.alreadyVerified);
    const stranger = await t.client().primeCsrf();
    const named = await stranger.post('/api/auth/verify-email/', { code, email });
    const unknown = await stranger.post('/api/auth/verify-email/', { code, email: 'nobody-at-all@example.ng' });
    expect(named.status).toBe(400);
    expect(named.body).toEqual({ detail: MSG.invalidCode });
    expect(unknown.body).toEqual(named.body);
  });

  it('a code out of tries is "too many" only to the browser that registered; a named e-mail hears "invalid"', async () => {
    const { c, email, code } = await registered();
    for (let i = 0; i < 5; i++) await c.post('/api/auth/verify-email/', { code: wrong(code) });
    const stranger = await t.client().primeCsrf();
    const named = await stranger.post('/api/auth/verify-email/', { code, email });
    expect(named.status).toBe(400);
    expect(named.body).toEqual({ detail: MSG.invalidCode });
    expect((await c.post('/api/auth/verify-email/', { code })).body.detail).toBe(MSG.tooManyCodeAttempts);
  });
});

describe('POST /api/auth/resend-verification/', () => {
  it('waits 60 seconds between codes (429 with retry_after), then sends a new code that replaces the old', async () => {
    const { c, email, code: first } = await registered();
    const early = await c.post('/api/auth/resend-verification/');
    expect(early.status).toBe(429);
    expect(early.body.retry_after).toBeGreaterThan(50);
    expect(early.body.retry_after).toBeLessThanOrEqual(60);
    expect(early.body.detail).toBe(`Please wait ${early.body.retry_after} seconds before requesting another code.`);

    t.clock.advance(61);
    const res = await c.post('/api/auth/resend-verification/');
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe(MSG.verificationSent);
    const second = codeIn(await t.smtp.waitFor(email, 2));
    if (second !== first) {
      expect((await c.post('/api/auth/verify-email/', { code: first })).status).toBe(400);
    }
    expect((await c.post('/api/auth/verify-email/', { code: second })).status).toBe(200);
  });

  it('after verifying, Resend in the same browser says the e-mail is already verified', async () => {
    const { c, email, code } = await registered();
    expect((await c.post('/api/auth/verify-email/', { code })).status).toBe(200);
    // The screen sends the e-mail it carries, or nothing.
    for (const body of [{ email }, {}]) {
      const res = await c.post('/api/auth/resend-verification/', body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toContain('already verified');
    }
  });

  it('a named e-mail alone learns nothing: a verified account answers like an unknown one, and gets no mail', async () => {
    const verified = await t.createUser({ estateId });
    const c = await t.client().primeCsrf();
    const known = await c.post('/api/auth/resend-verification/', { email: verified.email });
    const unknown = await c.post('/api/auth/resend-verification/', { email: 'nobody-verify@example.ng' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    await new Promise((r) => setTimeout(r, 300));
    expect(t.smtp.received.some((m) => m.to.includes(verified.email))).toBe(false);
  });

  it('a pending account named by e-mail from another browser gets a new code; the limits count alike', async () => {
    const { email } = await registered();
    const other = await t.client().primeCsrf();
    const res = await other.post('/api/auth/resend-verification/', { email });
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe(MSG.verificationSent);
    await t.smtp.waitFor(email, 2);
    // A second send within the minute waits, whether or not the e-mail exists.
    for (const named of [email, 'ghost-wait@example.ng']) {
      if (named !== email) await other.post('/api/auth/resend-verification/', { email: named });
      const again = await other.post('/api/auth/resend-verification/', { email: named });
      expect(again.status).toBe(429);
      expect(again.body.detail).toBe(`Please wait ${again.body.retry_after} seconds before requesting another code.`);
    }
  });

  it('answers an unknown e-mail like a known one', async () => {
    const c = await t.client().primeCsrf();
    const res = await c.post('/api/auth/resend-verification/', { email: 'ghost@example.ng' });
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe(MSG.verificationSent);
  });

  it('needs the cookie or an e-mail', async () => {
    const c = await t.client().primeCsrf();
    const res = await c.post('/api/auth/resend-verification/');
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(MSG.noPendingVerification);
  });
});

describe('password reset', () => {
  it('request and confirm: the e-mailed code sets the new password and ends every session', async () => {
    const user = await t.createUser({ estateId });
    const signedIn = t.client();
    expect((await signedIn.login(user.email, PASSWORD)).status).toBe(200);

    const c = await t.client().primeCsrf();
    const req = await c.post('/api/auth/request-password-reset/', { email: user.email });
    expect(req.status).toBe(200);
    expect(req.body.detail).toBe(MSG.resetRequested);
    const mail = await t.smtp.waitFor(user.email);
    expect(mail.text).toContain(`/reset-password?email=${encodeURIComponent(user.email)}`);

    const res = await c.post('/api/auth/reset-password-confirm/', {
      email: user.email,
      code: codeIn(mail),
      new_password: 'newpass12',
    });
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe(MSG.passwordReset);
    expect((await signedIn.get('/api/resident/profile/')).status).toBe(401);
    expect((await t.client().login(user.email, PASSWORD)).status).toBe(401);
    expect((await t.client().login(user.email, 'newpass12')).status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const known = await t.createUser({ estateId });
    const c = await t.client().primeCsrf();
    const a = await c.post('/api/auth/request-password-reset/', { email: known.email });
    const b = await c.post('/api/auth/request-password-reset/', { email: 'nobody-here@example.ng' });
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    await t.smtp.waitFor(known.email);
    await new Promise((r) => setTimeout(r, 300));
    expect(t.smtp.received.some((m) => m.to.includes('nobody-here@example.ng'))).toBe(false);
  });

  it('waits 60 seconds between reset codes for any e-mail, known or not', async () => {
    const c = await t.client().primeCsrf();
    for (const email of ['cool@example.ng', (await t.createUser({ estateId })).email]) {
      expect((await c.post('/api/auth/request-password-reset/', { email })).status).toBe(200);
      const again = await c.post('/api/auth/request-password-reset/', { email });
      expect(again.status).toBe(429);
      expect(again.body.detail).toBe(`Please wait ${again.body.retry_after} seconds before trying again.`);
    }
  });

  it('validates the request', async () => {
    const c = await t.client().primeCsrf();
    const res = await c.post('/api/auth/request-password-reset/', { email: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: [MSG.required] });
  });

  it('applies the reset rule: a score of at least 3 of 5', async () => {
    const user = await t.createUser({ estateId });
    const c = await t.client().primeCsrf();
    await c.post('/api/auth/request-password-reset/', { email: user.email });
    const code = codeIn(await t.smtp.waitFor(user.email));
    for (const weak of ['abcdefgh', 'ABCDEFGH', 'abc1']) {
      const res = await c.post('/api/auth/reset-password-confirm/', { email: user.email, code, new_password: weak });
      expect(res.status).toBe(400);
      expect(res.body.new_password).toEqual([MSG.resetPasswordRule]);
    }
    // Weak passwords were refused before the code was tried: the code still works.
    const ok = await c.post('/api/auth/reset-password-confirm/', {
      email: user.email,
      code,
      new_password: 'abcdEFGH1',
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a wrong code, and a sixth try even with the right code, answering as for an unknown e-mail', async () => {
    const user = await t.createUser({ estateId });
    const c = await t.client().primeCsrf();
    await c.post('/api/auth/request-password-reset/', { email: user.email });
    const code = codeIn(await t.smtp.waitFor(user.email));
    for (let i = 0; i < 5; i++) {
      const res = await c.post('/api/auth/reset-password-confirm/', {
        email: user.email,
        code: wrong(code),
        new_password: 'Another1!',
      });
      expect(res.body.detail).toBe(MSG.invalidCode);
    }
    const sixth = await c.post('/api/auth/reset-password-confirm/', {
      email: user.email,
      code,
      new_password: 'Another1!',
    });
    // The same answer as for an e-mail with no account: the call never tells which exist.
    expect(sixth.status).toBe(400);
    expect(sixth.body).toEqual({ detail: MSG.invalidCode });
    expect((await t.client().login(user.email, PASSWORD)).status).toBe(200);
  });

  it('refuses an expired reset code and an unknown account alike', async () => {
    const user = await t.createUser({ estateId });
    const c = await t.client().primeCsrf();
    await c.post('/api/auth/request-password-reset/', { email: user.email });
    const code = codeIn(await t.smtp.waitFor(user.email));
    t.clock.advance(15 * 60 + 1);
    const expired = await c.post('/api/auth/reset-password-confirm/', {
      email: user.email,
      code,
      new_password: 'Another1!',
    });
    const unknown = await c.post('/api/auth/reset-password-confirm/', {
      email: 'ghost@example.ng',
      code,
      new_password: 'Another1!',
    });
    expect(expired.body).toEqual({ detail: MSG.invalidCode });
    expect(unknown.body).toEqual({ detail: MSG.invalidCode });
  });

  it('a reset also verifies the e-mail (the code proved the address)', async () => {
    const user = await t.createUser({ estateId, emailVerifiedAt: null });
    const c = await t.client().primeCsrf();
    await c.post('/api/auth/request-password-reset/', { email: user.email });
    const code = codeIn(await t.smtp.waitFor(user.email));
    await c.post('/api/auth/reset-password-confirm/', { email: user.email, code, new_password: 'Another1!' });
    expect((await t.client().login(user.email, 'Another1!')).status).toBe(200);
  });
});
