import { SUBSCRIPTION_MSG } from '@estatehub/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { bankAccounts, subscriptions, users } from '../src/db/schema';
import type { HttpClient } from './http-client';
import { PASSWORD, startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Builds a second app over the same deps with one extra route, and starts it. */
async function startWithRoute(add: (app: FastifyInstance) => void, prefix = '') {
  const app = await buildApp(t.deps);
  app.register(async (scope) => add(scope), { prefix });
  try {
    await app.ready();
  } finally {
    await app.close().catch(() => {});
  }
}

describe('access declarations', () => {
  it('a route that declares no access stops the app at start', async () => {
    await expect(startWithRoute((app) => app.get('/api/forgotten/', async () => ({ ok: true })))).rejects.toThrow(
      'GET /api/forgotten/ declares no access',
    );
  });

  it('a route naming an estate in its path cannot be public or merely signed in', async () => {
    for (const access of ['public', 'signedIn'] as const) {
      await expect(
        // Registered under a prefix, as the modules are: the check sees the whole path.
        startWithRoute((app) => app.get('/:id/secrets/', { config: { access } }, async () => ({})), '/api/estates'),
      ).rejects.toThrow('names an estate in its path');
    }
  });

  it('an unknown access level stops the app at start', async () => {
    await expect(
      startWithRoute((app) =>
        // @ts-expect-error: the type already refuses it; the start-up check catches JavaScript and casts.
        app.get('/api/typo/', { config: { access: 'admin' } }, async () => ({})),
      ),
    ).rejects.toThrow('unknown access "admin"');
  });

  it("the web app's own paths (outside /api/) need no declaration and are public", async () => {
    await expect(startWithRoute((app) => app.get('/admin/dashboard', async () => 'page'))).resolves.toBeUndefined();
  });

  it('a route that declares its access starts', async () => {
    await expect(
      startWithRoute((app) => app.get('/api/declared/', { config: { access: 'signedIn' } }, async () => ({}))),
    ).resolves.toBeUndefined();
  });
});

describe('the access hook', () => {
  let estate: number;
  let admin: HttpClient;
  let adminId: number;

  beforeAll(async () => {
    estate = (await t.createEstate()).id;
    const user = await t.createUser({ estateId: estate, role: 'admin' });
    adminId = user.id;
    admin = t.client();
    expect((await admin.login(user.email, PASSWORD)).status).toBe(200);
  });

  const setSubscription = (values: Partial<typeof subscriptions.$inferInsert>) =>
    t.db.update(subscriptions).set(values).where(eq(subscriptions.userId, adminId));
  const daysFromNow = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000);
  const accountsOf = async () => t.db.select().from(bankAccounts).where(eq(bankAccounts.estateId, estate));
  const bankBody = { account_number: '0123456789', account_name: 'Dues', bank_name: 'GTBank' };

  it('an unknown API path is still a plain 404', async () => {
    const res = await admin.get('/api/no-such-thing/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  it('a malformed estate id is a 400 for its admin, not a 404 or 500', async () => {
    const res = await admin.get('/api/estates/abc/');
    expect(res.status).toBe(400);
    expect(res.body.id).toBeDefined();
  });

  it('a lapsed admin is refused writes that need a subscription, says why, and nothing changes', async () => {
    await setSubscription({ nextBillingDate: daysFromNow(-1) });
    const pending = await t.createUser({ estateId: estate, isApproved: false });
    const before = await accountsOf();

    const add = await admin.post(`/api/estates/${estate}/bank-accounts/`, bankBody);
    expect(add.status).toBe(403);
    expect(add.body).toEqual({ detail: SUBSCRIPTION_MSG.inactive, subscription_active: false });
    const patch = await admin.patch(`/api/estates/${estate}/`, { bank_accounts: [bankBody] });
    expect(patch.status).toBe(403);
    expect(patch.body.subscription_active).toBe(false);
    const approve = await admin.post(`/api/admin/approve-resident/${pending.id}/`);
    expect(approve.status).toBe(403);
    expect(approve.body.detail).toBe(SUBSCRIPTION_MSG.inactive);

    expect(await accountsOf()).toEqual(before);
    const [row] = await t.db.select().from(users).where(eq(users.id, pending.id));
    expect(row?.isApproved).toBe(false);

    // Reading, and the admin's own profile, stay open: the web app shows why and how to renew.
    expect((await admin.get(`/api/estates/${estate}/`)).status).toBe(200);
    const profile = await admin.get('/api/resident/profile/');
    expect(profile.status).toBe(200);
    expect(profile.body.subscription_active).toBe(false);
  });

  it('a cancelled plan keeps its writes until the paid period ends, and renewing restores them', async () => {
    await setSubscription({ status: 'cancelled', nextBillingDate: daysFromNow(3) });
    expect((await admin.post(`/api/estates/${estate}/bank-accounts/`, bankBody)).status).toBe(201);
    await setSubscription({ status: 'active', nextBillingDate: daysFromNow(30) });
    const pending = await t.createUser({ estateId: estate, isApproved: false });
    expect((await admin.post(`/api/admin/approve-resident/${pending.id}/`)).status).toBe(200);
  });

  it("another estate's lapsed admin learns nothing: 404, not the subscription refusal", async () => {
    const other = await t.createUser({ estateId: (await t.createEstate()).id, role: 'admin' });
    await t.db
      .update(subscriptions)
      .set({ nextBillingDate: daysFromNow(-1) })
      .where(eq(subscriptions.userId, other.id));
    const c = t.client();
    expect((await c.login(other.email, PASSWORD)).status).toBe(200);
    const res = await c.post(`/api/estates/${estate}/bank-accounts/`, bankBody);
    expect(res.status).toBe(404);
  });
});
