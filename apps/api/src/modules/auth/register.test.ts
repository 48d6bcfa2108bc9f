import { MSG } from '@estatehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

function payload(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    email: `newbie${n}@example.ng`,
    password: PASSWORD,
    first_name: 'Chidi',
    last_name: 'Obi',
    phone_number: `0812345${String(n).padStart(4, '0')}`,
    home_address: '5 Palm Avenue',
    house_type: '2bedroom',
    role: 'resident',
    resident_type: 'tenant',
    estate: estateId,
    ...overrides,
  };
}

const register = async (body: unknown) => (await t.client().primeCsrf()).post('/api/auth/register/', body);

describe('POST /api/auth/register/', () => {
  it('creates an unverified, unapproved resident and e-mails a 6-digit code', async () => {
    const body = payload({ email: 'Mixed.Case@Example.NG' });
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ detail: MSG.registered, email: 'mixed.case@example.ng' });
    expect(res.setCookies.some((c) => c.startsWith('pending_verification=') && /HttpOnly/i.test(c))).toBe(true);

    const mail = await t.smtp.waitFor('mixed.case@example.ng');
    expect(mail.subject).toContain('verification code');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);

    const login = await t.client().login('mixed.case@example.ng', PASSWORD);
    expect(login.status).toBe(403);
    expect(login.body.detail).toBe(MSG.emailNotVerified);
  });

  it('never creates an admin: a payload asking for role admin gets a resident', async () => {
    const body = payload({ role: 'admin' });
    expect((await register(body)).status).toBe(201);
    const user = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, body.email) });
    expect(user?.role).toBe('resident');
    expect(user?.isApproved).toBe(false);
  });

  it('makes a security user when the resident type is security', async () => {
    const body = payload({ resident_type: 'security', role: 'admin' });
    expect((await register(body)).status).toBe(201);
    const user = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, body.email) });
    expect(user?.role).toBe('security');
  });

  it('defaults the resident type to tenant', async () => {
    const { resident_type: _, ...body } = payload();
    expect((await register(body)).status).toBe(201);
    const user = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, body.email) });
    expect(user?.residentType).toBe('tenant');
  });

  it.each([
    ['0801234567', 'ten digits'],
    ['080123456789', 'twelve digits'],
    ['0801234567a', 'a letter'],
    ['', 'empty'],
  ])('refuses phone %s (%s) with the spec message', async (phone) => {
    const res = await register(payload({ phone_number: phone }));
    expect(res.status).toBe(400);
    expect(res.body.phone_number).toEqual([MSG.phone]);
  });

  it.each([
    ['short1!A', null],
    ['Sh0rt!', 'too short'],
    ['alllowercase1!', 'no uppercase'],
    ['ALLUPPERCASE1!', 'no lowercase'],
    ['NoNumbers!!', 'no number'],
    ['NoSpecial123', 'no special character'],
  ])('password %s: %s', async (password, broken) => {
    const res = await register(payload({ password }));
    if (broken === null) {
      expect(res.status).toBe(201);
    } else {
      expect(res.status).toBe(400);
      expect(res.body.password).toEqual([MSG.passwordRules]);
    }
  });

  it('answers every missing field at once, keyed by field', async () => {
    const res = await register({});
    expect(res.status).toBe(400);
    for (const field of ['email', 'password', 'first_name', 'last_name', 'phone_number', 'home_address']) {
      expect(res.body[field], field).toBeDefined();
    }
    expect(res.body.email).toEqual([MSG.required]);
    expect(res.body.house_type).toEqual([MSG.required]);
    expect(res.body.estate).toEqual([MSG.required]);
  });

  it('checks house type, resident type, estate and e-mail against their lists', async () => {
    const res = await register(payload({ house_type: 'castle', resident_type: 'king', estate: 'x', email: 'nope' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      house_type: [MSG.invalidHouseType],
      resident_type: [MSG.invalidResidentType],
      estate: [MSG.invalidEstate],
      email: [MSG.invalidEmail],
    });
    const missing = await register(payload({ estate: 999_999 }));
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ estate: [MSG.invalidEstate] });
  });

  it('refuses a duplicate e-mail case-insensitively and a duplicate phone, as 400 field errors', async () => {
    const first = payload();
    expect((await register(first)).status).toBe(201);
    const dupEmail = await register(payload({ email: first.email.toUpperCase() }));
    expect(dupEmail.status).toBe(400);
    expect(dupEmail.body).toEqual({ email: [MSG.emailTaken] });
    const dupPhone = await register(payload({ phone_number: first.phone_number }));
    expect(dupPhone.status).toBe(400);
    expect(dupPhone.body).toEqual({ phone_number: [MSG.phoneTaken] });
    const both = await register(payload({ email: first.email, phone_number: first.phone_number }));
    expect(both.body).toEqual({ email: [MSG.emailTaken], phone_number: [MSG.phoneTaken] });
  });

  it('turns a race for the same phone into a 400, never a 500', async () => {
    const phone = '07099999999';
    const results = await Promise.all([1, 2, 3].map(() => register(payload({ phone_number: phone }))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 400, 400]);
    for (const r of results.filter((r) => r.status === 400)) expect(r.body).toEqual({ phone_number: [MSG.phoneTaken] });
  });

  it('refuses malformed JSON with a clear 400', async () => {
    const client = await t.client().primeCsrf();
    const res = await client.post('/api/auth/register/', '{"email":', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/JSON/);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await register(payload({ home_address: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(res.body.detail).toBeTruthy();
  });

  it('refuses a non-JSON content type with 415', async () => {
    const client = await t.client().primeCsrf();
    const res = await client.post('/api/auth/register/', 'email=a', { 'content-type': 'text/xml' });
    expect(res.status).toBe(415);
  });
});
