import { ESTATE_MSG, MSG } from '@estatehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, JPEG_BYTES, PNG_BYTES } from '../../../test/fixtures';
import type { HttpClient } from '../../../test/http-client';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { bankAccounts, estates, leadershipMembers } from '../../db/schema';

let t: TestApp;
let estateA: number;
let estateB: number;
const as: Record<'anonymous' | 'resident' | 'security' | 'admin' | 'otherAdmin', HttpClient> = {} as never;

async function signedIn(role: 'admin' | 'resident' | 'security', estateId: number) {
  const user = await t.createUser({ estateId, role });
  const c = t.client();
  expect((await c.login(user.email, PASSWORD)).status).toBe(200);
  return c;
}

beforeAll(async () => {
  t = await startTestApp();
  estateA = (await t.createEstate({ name: 'Estate A', email: 'a@estate.ng' })).id;
  estateB = (await t.createEstate({ name: 'Estate B' })).id;
  as.anonymous = await t.client().primeCsrf();
  as.resident = await signedIn('resident', estateA);
  as.security = await signedIn('security', estateA);
  as.admin = await signedIn('admin', estateA);
  as.otherAdmin = await signedIn('admin', estateB);
});
afterAll(() => t.close());

const validEstate = {
  name: 'Estate A',
  address: '1 A Road',
  description: 'Nice',
  phone_number: '08011112222',
  email: 'a@estate.ng',
};
const account = { account_number: '0123456789', account_name: 'Estate A Dues', bank_name: 'GTBank' };

describe('who may read and change an estate', () => {
  it('GET /api/estates/{id}/: members read it (with bank accounts); others get 401 or 404', async () => {
    await t.db
      .insert(bankAccounts)
      .values({ estateId: estateA, accountNumber: '1111111111', accountName: 'A', bankName: 'Zenith' });
    for (const c of [as.resident, as.security, as.admin]) {
      const res = await c.get(`/api/estates/${estateA}/`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: estateA, name: 'Estate A', email: 'a@estate.ng' });
      expect(res.body.bank_accounts[0]).toMatchObject({ account_number: '1111111111', bank_name: 'Zenith' });
    }
    expect((await as.anonymous.get(`/api/estates/${estateA}/`)).status).toBe(401);
    expect((await as.otherAdmin.get(`/api/estates/${estateA}/`)).status).toBe(404);
    expect((await as.admin.get('/api/estates/999999/')).status).toBe(404);
  });

  it('writes: anonymous 401, resident and guard 403, admin of another estate 404, and nothing changes', async () => {
    const [acct] = await t.db
      .insert(bankAccounts)
      .values({ estateId: estateA, accountNumber: '2222222222', accountName: 'A2', bankName: 'UBA' })
      .returning();
    const member = await t.createUser({ estateId: estateA });
    const [leader] = await t.db
      .insert(leadershipMembers)
      .values({ estateId: estateA, userId: member.id, position: 'Chairman' })
      .returning();
    const writes = [
      (c: HttpClient) => c.put(`/api/estates/${estateA}/`, { ...validEstate, name: 'Hijacked' }),
      (c: HttpClient) => c.patch(`/api/estates/${estateA}/`, { name: 'Hijacked' }),
      (c: HttpClient) => c.post(`/api/estates/${estateA}/bank-accounts/`, account),
      (c: HttpClient) => c.put(`/api/estates/${estateA}/bank-accounts/${acct!.id}/`, account),
      (c: HttpClient) => c.delete(`/api/estates/${estateA}/bank-accounts/${acct!.id}/`),
      (c: HttpClient) => c.post(`/api/estates/${estateA}/leadership/`, { user: 1, position: 'X' }),
      (c: HttpClient) => c.patch(`/api/estates/${estateA}/leadership/${leader!.id}/`, { position: 'Hijacked' }),
      (c: HttpClient) => c.delete(`/api/estates/${estateA}/leadership/${leader!.id}/`),
    ];
    for (const write of writes) {
      expect((await write(as.anonymous)).status).toBe(401);
      expect((await write(as.resident)).status).toBe(403);
      expect((await write(as.security)).status).toBe(403);
      expect((await write(as.otherAdmin)).status).toBe(404);
    }
    const estate = await t.db.query.estates.findFirst({ where: eq(estates.id, estateA) });
    expect(estate?.name).toBe('Estate A');
    const accounts = await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, acct!.id));
    expect(accounts[0]?.accountNumber).toBe('2222222222');
    const leaders = await as.admin.get(`/api/estates/${estateA}/leadership/`);
    expect(leaders.body.results.find((l: { id: number }) => l.id === leader!.id)?.position).toBe('Chairman');
  });

  it("an admin of estate B cannot reach estate A's bank account through estate B's path", async () => {
    const [acct] = await t.db
      .insert(bankAccounts)
      .values({ estateId: estateA, accountNumber: '3333333333', accountName: 'A3', bankName: 'Access' })
      .returning();
    expect((await as.otherAdmin.put(`/api/estates/${estateB}/bank-accounts/${acct!.id}/`, account)).status).toBe(404);
    expect((await as.otherAdmin.delete(`/api/estates/${estateB}/bank-accounts/${acct!.id}/`)).status).toBe(404);
    const bad = await as.otherAdmin.patch(`/api/estates/${estateB}/`, {
      bank_accounts: [{ id: acct!.id, ...account }],
    });
    expect(bad.status).toBe(400);
    const after = await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, acct!.id));
    expect(after[0]?.accountNumber).toBe('3333333333');
  });
});

describe('the admin edits the estate profile', () => {
  it('PUT multipart with a new logo; the old logo file goes away', async () => {
    const first = await as.admin.put(
      `/api/estates/${estateA}/`,
      form(validEstate, ['logo', PNG_BYTES, 'a.png', 'image/png']),
    );
    expect(first.status).toBe(200);
    const oldLogo = first.body.logo;
    expect(oldLogo).toMatch(/\.png$/);
    const second = await as.admin.put(
      `/api/estates/${estateA}/`,
      form({ ...validEstate, description: 'Updated' }, ['logo', JPEG_BYTES, 'b.jpg', 'image/jpeg']),
    );
    expect(second.body).toMatchObject({ description: 'Updated' });
    expect(second.body.logo).toMatch(/\.jpg$/);
    expect((await t.client().get(oldLogo)).status).toBe(404);
    // Without a file the logo stays.
    const third = await as.admin.put(`/api/estates/${estateA}/`, form(validEstate));
    expect(third.body.logo).toBe(second.body.logo);
  });

  it('validates the fields and the logo with the profile messages', async () => {
    const res = await as.admin.put(
      `/api/estates/${estateA}/`,
      form({ name: '', address: '', phone_number: '1', email: 'x' }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: [MSG.required],
      address: [MSG.required],
      phone_number: [MSG.phone],
      email: [MSG.invalidEmail],
    });
    const logo = await as.admin.put(
      `/api/estates/${estateA}/`,
      form(validEstate, ['logo', Buffer.from('plain text, not a GIF'), 'x.gif']),
    );
    expect(logo.body).toEqual({ logo: [ESTATE_MSG.imageType] });
    const big = await as.admin.put(
      `/api/estates/${estateA}/`,
      form(validEstate, ['logo', Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]), 'x.png']),
    );
    expect(big.body).toEqual({ logo: [ESTATE_MSG.imageSize] });
  });

  it("refuses another estate's name, e-mail or phone", async () => {
    const b = await t.db.query.estates.findFirst({ where: eq(estates.id, estateB) });
    const res = await as.admin.patch(`/api/estates/${estateA}/`, { name: b!.name, phone_number: b!.phoneNumber });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ name: [ESTATE_MSG.estateNameTaken], phone_number: [ESTATE_MSG.estatePhoneTaken] });
  });

  it('bank accounts: add, edit, delete, 10-digit numbers, at most 10', async () => {
    const added = await as.admin.post(`/api/estates/${estateA}/bank-accounts/`, account);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject(account);
    const edited = await as.admin.put(`/api/estates/${estateA}/bank-accounts/${added.body.id}/`, {
      ...account,
      bank_name: 'Kuda',
    });
    expect(edited.body.bank_name).toBe('Kuda');
    const bad = await as.admin.post(`/api/estates/${estateA}/bank-accounts/`, {
      account_number: '123',
      account_name: '',
      bank_name: '',
    });
    expect(bad.body).toEqual({
      account_number: [ESTATE_MSG.accountNumber],
      account_name: [MSG.required],
      bank_name: [MSG.required],
    });
    expect((await as.admin.delete(`/api/estates/${estateA}/bank-accounts/${added.body.id}/`)).status).toBe(204);
    expect((await as.admin.delete(`/api/estates/${estateA}/bank-accounts/${added.body.id}/`)).status).toBe(404);
  });

  it('PATCH with bank_accounts replaces the list: keeps listed ids, adds new ones, drops the rest', async () => {
    const keep = (await as.admin.post(`/api/estates/${estateA}/bank-accounts/`, account)).body;
    await as.admin.post(`/api/estates/${estateA}/bank-accounts/`, { ...account, account_number: '9999999999' });
    const res = await as.admin.patch(`/api/estates/${estateA}/`, {
      bank_accounts: [
        { id: keep.id, ...account, account_name: 'Renamed' },
        { account_number: '5555555555', account_name: 'New', bank_name: 'Opay' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.bank_accounts.map((a: { account_name: string }) => a.account_name)).toEqual(['Renamed', 'New']);
    const tooMany = await as.admin.patch(`/api/estates/${estateA}/`, { bank_accounts: Array(11).fill(account) });
    expect(tooMany.body).toEqual({ bank_accounts: [ESTATE_MSG.bankAccountLimit] });
  });
});
