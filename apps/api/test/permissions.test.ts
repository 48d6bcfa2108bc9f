import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, leadershipMembers, subscriptions, users } from '../src/db/schema';
import { newFileKey } from '../src/lib/file-storage';
import { form, PNG_BYTES } from './fixtures';
import type { HttpClient } from './http-client';
import {
  activeAdminWrite,
  adminOwnList,
  CALLERS,
  type Caller,
  everyone,
  type MatrixContext,
  membersRead,
  type Row,
  signedIn,
} from './permission-matrix';
import { domainRows } from './permission-rows';
import { PASSWORD, startTestApp, type TestApp } from './test-app';

/** Auth calls are public by nature; their own tests cover them. */
const PUBLIC_AUTH = [
  'POST /api/auth/login/',
  'POST /api/auth/logout/',
  'POST /api/auth/register/',
  'POST /api/auth/verify-email/',
  'POST /api/auth/resend-verification/',
  'POST /api/auth/request-password-reset/',
  'POST /api/auth/reset-password-confirm/',
];

let t: TestApp;
let estate: number;
const userIds = {} as MatrixContext['userIds'];
const clients = {} as Record<Caller, HttpClient>;

let rows: Row[] = [];

beforeAll(async () => {
  t = await startTestApp();
  estate = (await t.createEstate()).id;
  const other = (await t.createEstate()).id;
  const roles: Record<Caller, [number, 'admin' | 'resident' | 'security'] | null> = {
    anonymous: null,
    resident: [estate, 'resident'],
    otherResident: [estate, 'resident'],
    security: [estate, 'security'],
    pendingSecurity: [estate, 'security'],
    otherSecurity: [other, 'security'],
    otherAdmin: [other, 'admin'],
    lapsedAdmin: [estate, 'admin'],
    admin: [estate, 'admin'],
  };
  for (const caller of CALLERS) {
    const c = t.client();
    const role = roles[caller];
    if (role) {
      const user = await t.createUser({ estateId: role[0], role: role[1] });
      userIds[caller as keyof typeof userIds] = user.id;
      expect((await c.login(user.email, PASSWORD)).status).toBe(200);
      if (caller === 'pendingSecurity')
        await t.db.update(users).set({ isApproved: false }).where(eq(users.id, user.id));
      if (caller === 'lapsedAdmin')
        await t.db
          .update(subscriptions)
          .set({ nextBillingDate: new Date(t.clock.now().getTime() - 1000) })
          .where(eq(subscriptions.userId, user.id));
    } else {
      await c.primeCsrf();
    }
    clients[caller] = c;
  }

  const person = async () => (await t.createUser({ estateId: estate })).id;
  const pending = async () => (await t.createUser({ estateId: estate, isApproved: false })).id;
  const account = async () =>
    (
      await t.db
        .insert(bankAccounts)
        .values({ estateId: estate, accountNumber: '0000000001', accountName: 'A', bankName: 'B' })
        .returning()
    )[0]!.id;
  const leader = async (picture: string | null = null) =>
    (
      await t.db
        .insert(leadershipMembers)
        .values({ estateId: estate, userId: await person(), position: 'Chair', profilePicture: picture })
        .returning()
    )[0]!.id;
  const picture = newFileKey('leaders', 'png');
  await t.deps.storage.put(picture, PNG_BYTES);
  await leader(picture);
  const logo = newFileKey('logos', 'png');
  await t.deps.storage.put(logo, PNG_BYTES);

  const A = `/api/estates/${estate}`;
  const bankBody = { account_number: '0123456789', account_name: 'Dues', bank_name: 'GTBank' };
  const estateBody = {
    name: 'Matrix Estate',
    address: '1 Road',
    description: '',
    phone_number: '08000000009',
    email: 'matrix@estate.ng',
  };
  const [acct1, lead1] = [await account(), await leader()];
  const leaderCandidate = await person();

  rows = [
    { route: 'GET /api/resident/profile/', expect: signedIn(200), call: (c) => c.get('/api/resident/profile/') },
    {
      route: 'PATCH /api/resident/profile/',
      expect: signedIn(200),
      call: (c) => c.patch('/api/resident/profile/', { street_number: '9' }),
    },
    {
      route: 'POST /api/resident/delete-account-request/',
      expect: { ...signedIn(202), otherAdmin: 403, lapsedAdmin: 403, admin: 403 },
      call: (c) => c.post('/api/resident/delete-account-request/'),
    },
    { route: 'GET /api/estates/', expect: everyone(200), call: (c) => c.get('/api/estates/') },
    // Public: refused only for its content, never for who asks.
    {
      route: 'POST /api/estates/',
      expect: everyone(400),
      call: (c) => c.post('/api/estates/', form({ name: '' })),
    },
    { route: 'GET /api/estates/{id}/', expect: membersRead, call: (c) => c.get(`${A}/`) },
    { route: 'PUT /api/estates/{id}/', expect: activeAdminWrite(200), call: (c) => c.put(`${A}/`, estateBody) },
    {
      route: 'PATCH /api/estates/{id}/',
      expect: activeAdminWrite(200),
      call: (c) => c.patch(`${A}/`, { description: 'x' }),
    },
    {
      route: 'POST /api/estates/{id}/bank-accounts/',
      expect: activeAdminWrite(201),
      call: (c) => c.post(`${A}/bank-accounts/`, bankBody),
    },
    {
      route: 'PUT /api/estates/{id}/bank-accounts/{accountId}/',
      expect: activeAdminWrite(200),
      call: (c) => c.put(`${A}/bank-accounts/${acct1}/`, bankBody),
    },
    {
      route: 'DELETE /api/estates/{id}/bank-accounts/{accountId}/',
      expect: activeAdminWrite(204),
      call: async (c) => c.delete(`${A}/bank-accounts/${await account()}/`),
    },
    { route: 'GET /api/estates/{id}/leadership/', expect: membersRead, call: (c) => c.get(`${A}/leadership/`) },
    {
      route: 'POST /api/estates/{id}/leadership/',
      expect: activeAdminWrite(201),
      call: (c) => c.post(`${A}/leadership/`, form({ user: leaderCandidate, position: 'PRO' })),
    },
    {
      route: 'PATCH /api/estates/{id}/leadership/{leaderId}/',
      expect: activeAdminWrite(200),
      call: (c) => c.patch(`${A}/leadership/${lead1}/`, form({ position: 'Vice' })),
    },
    {
      route: 'DELETE /api/estates/{id}/leadership/{leaderId}/',
      expect: activeAdminWrite(204),
      call: async (c) => c.delete(`${A}/leadership/${await leader()}/`),
    },
    { route: 'GET /api/files/logos/{name}', expect: everyone(200), call: (c) => c.get(`/api/files/${logo}`) },
    { route: 'GET /api/files/leaders/{name}', expect: membersRead, call: (c) => c.get(`/api/files/${picture}`) },
    { route: 'GET /api/admin/residents/', expect: adminOwnList, call: (c) => c.get('/api/admin/residents/') },
    { route: 'GET /api/admin/residents/pdf/', expect: adminOwnList, call: (c) => c.get('/api/admin/residents/pdf/') },
    {
      route: 'POST /api/admin/approve-resident/{id}/',
      expect: activeAdminWrite(200),
      call: async (c) => c.post(`/api/admin/approve-resident/${await pending()}/`),
    },
    {
      route: 'DELETE /api/admin/delete-resident/{id}/',
      expect: activeAdminWrite(204),
      call: async (c) => c.delete(`/api/admin/delete-resident/${await person()}/`),
    },
    {
      route: 'POST /api/contact-support/',
      expect: everyone(201),
      call: (c) => {
        // Support allows five messages an hour per address, and every caller here shares one.
        t.clock.advance(3600);
        return c.post('/api/contact-support/', { email: 'a@b.ng', subject: 'Hi', message: 'Hello' });
      },
    },
    ...(await domainRows({ t, estate, otherEstate: other, userIds })),
  ];
}, 60_000);
afterAll(() => t.close());

describe('permission matrix', () => {
  it('every endpoint answers each caller as it should', async () => {
    const wrong: string[] = [];
    for (const row of rows) {
      for (const caller of CALLERS) {
        const { status } = await row.call(clients[caller], caller);
        if (status !== row.expect[caller])
          wrong.push(`${row.route} as ${caller}: ${status}, expected ${row.expect[caller]}`);
        else if (status >= 400 && row.unchanged && !(await row.unchanged()))
          wrong.push(`${row.route} as ${caller}: refused with ${status}, but something changed`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('covers every route in the API document', async () => {
    const doc = (await t.client().get('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const covered = new Set([...rows.map((r) => r.route), ...PUBLIC_AUTH]);
    expect(documented.filter((r) => !covered.has(r))).toEqual([]);
  });

  it('the API document says who may call each operation', async () => {
    type Operation = { 'x-access'?: string; security?: unknown };
    const doc = (await t.client().get('/api/docs/json')).body as { paths: Record<string, Record<string, Operation>> };
    const seen = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([m, op]) => ({ route: `${m.toUpperCase()} ${path}`, op })),
    );
    expect(seen.filter(({ op }) => !op['x-access']).map((s) => s.route)).toEqual([]);
    const byRoute = Object.fromEntries(seen.map(({ route, op }) => [route, op]));
    expect(byRoute['POST /api/admin/approve-resident/{id}/']).toMatchObject({
      'x-access': 'activeEstateAdmin',
      security: [{ session: [] }],
    });
    expect(byRoute['GET /api/estates/']?.['x-access']).toBe('public');
    expect(byRoute['GET /api/estates/']?.security).toBeUndefined();
  });
});
