import { ESTATE_MSG, MSG } from '@estatehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, PNG_BYTES } from '../../../test/fixtures';
import { codeIn } from '../../../test/smtp-listener';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let n = 0;
const fields = (over: Record<string, string> = {}) => {
  n++;
  return {
    name: `Magodo Shangisha ${n}`,
    address: `${n} CMD Road, Magodo, Lagos`,
    description: 'Quiet estate with 80 homes',
    phone_number: `0802000${String(n).padStart(4, '0')}`,
    email: `office${n}@magodo.example.ng`,
    ...over,
  };
};
const registerEstate = async (body: FormData) => (await t.client().primeCsrf()).post('/api/estates/', body);

describe('POST /api/estates/ (register an estate)', () => {
  it('creates the estate with its logo and an admin who sets a password from the e-mailed code', async () => {
    const f = fields();
    const res = await registerEstate(form(f, ['logo', PNG_BYTES, 'logo.png', 'image/png']));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: f.name, detail: ESTATE_MSG.registered });

    const list = await t.client().get(`/api/estates/?search=${encodeURIComponent(f.name)}`);
    const card = list.body.results[0];
    expect(card.name).toBe(f.name);
    expect(card.logo).toMatch(/^\/api\/files\/logos\/[A-Za-z0-9_-]+\.png$/);
    const logo = await t.client().get(card.logo);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.bytes.equals(PNG_BYTES)).toBe(true);

    // No password yet: the admin cannot sign in until they use the code.
    expect((await t.client().login(f.email, 'Whatever1!')).status).toBe(401);
    const mail = await t.smtp.waitFor(f.email);
    expect(mail.text).toContain(`/reset-password?email=${encodeURIComponent(f.email)}`);
    const c = await t.client().primeCsrf();
    const set = await c.post('/api/auth/reset-password-confirm/', {
      email: f.email,
      code: codeIn(mail),
      new_password: 'Estate!2026',
    });
    expect(set.status).toBe(200);
    const login = await t.client().login(f.email, 'Estate!2026');
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ role: 'admin', estate: res.body.id, subscription_active: true });
  });

  it('the trial lasts 30 days', async () => {
    const f = fields();
    const res = await registerEstate(form(f));
    const admin = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.estateId, res.body.id) });
    const trial = await t.db.query.subscriptions.findFirst({ where: (s, { eq }) => eq(s.userId, admin!.id) });
    expect(trial?.isTrial).toBe(true);
    const days = (trial!.nextBillingDate!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30.01);
  });

  it('requires name, address, description, phone and e-mail, with the spec phone message', async () => {
    const res = await registerEstate(form({}));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      name: [MSG.required],
      address: [MSG.required],
      description: [MSG.required],
      email: [MSG.required],
    });
    const phone = await registerEstate(form(fields({ phone_number: '0802' })));
    expect(phone.body).toEqual({ phone_number: [MSG.phone] });
    const email = await registerEstate(form(fields({ email: 'office' })));
    expect(email.body).toEqual({ email: [MSG.invalidEmail] });
  });

  it('checks the logo by its bytes and size, with the spec messages', async () => {
    const pretend = await registerEstate(
      form(fields(), ['logo', Buffer.from('<svg onload=alert(1)>'), 'logo.png', 'image/png']),
    );
    expect(pretend.status).toBe(400);
    expect(pretend.body).toEqual({ logo: [ESTATE_MSG.logoType] });
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await registerEstate(form(fields(), ['logo', big, 'big.png', 'image/png']));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toEqual({ logo: [ESTATE_MSG.logoSize] });
    // Nothing was stored for the refused registrations.
    const list = await t.client().get('/api/estates/?page_size=100');
    expect(list.body.results.filter((e: { logo: string | null }) => e.logo).length).toBeLessThanOrEqual(1);
  });

  it('refuses a second estate with the same name, e-mail or phone, and an e-mail that is already a user', async () => {
    const first = fields();
    expect((await registerEstate(form(first))).status).toBe(201);
    const dup = await registerEstate(
      form(fields({ name: first.name.toUpperCase(), email: first.email, phone_number: first.phone_number })),
    );
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({
      name: [ESTATE_MSG.estateNameTaken],
      email: [ESTATE_MSG.estateEmailTaken],
      phone_number: [ESTATE_MSG.estatePhoneTaken],
    });
    const estate = await t.createEstate();
    const user = await t.createUser({ estateId: estate.id });
    const taken = await registerEstate(form(fields({ email: user.email })));
    expect(taken.body).toEqual({ email: [MSG.emailTaken] });
  });

  it('refuses a multipart body larger than the upload limit with 413', async () => {
    const huge = Buffer.alloc(11 * 1024 * 1024, 1);
    const res = await registerEstate(form(fields(), ['logo', huge, 'huge.png', 'image/png']));
    expect([400, 413]).toContain(res.status);
    if (res.status === 400) expect(res.body).toEqual({ logo: [ESTATE_MSG.logoSize] });
  });

  it('is limited to 5 successful registrations an hour from one address', async () => {
    const limited = await startTestApp();
    try {
      const c = await limited.client().primeCsrf();
      for (let i = 0; i < 5; i++) expect((await c.post('/api/estates/', form(fields()))).status).toBe(201);
      const res = await c.post('/api/estates/', form(fields()));
      expect(res.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
