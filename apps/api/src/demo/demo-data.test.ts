import { MSG } from '@estatehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loadDemoData } from './demo-data';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('demo data', () => {
  it('loads once into an empty database, and its accounts sign in as printed', async () => {
    expect(await loadDemoData(t.db, t.clock, t.deps.storage)).toBe(true);
    expect(await loadDemoData(t.db, t.clock, t.deps.storage)).toBe(false);

    const admin = await t.client().login(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ role: 'admin', subscription_active: true });
    for (const email of [DEMO_ACCOUNTS.resident, DEMO_ACCOUNTS.resident2]) {
      const res = await t.client().login(email, DEMO_PASSWORD);
      expect(res.body).toMatchObject({ role: 'resident', estate: admin.body.estate, subscription_active: true });
    }
    const guard = await t.client().login(DEMO_ACCOUNTS.guard, DEMO_PASSWORD);
    expect(guard.body.role).toBe('security');
    // The estate shows its logo, leadership and bank accounts.
    const adminClient = t.client();
    await adminClient.login(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    const estate = await adminClient.get(`/api/estates/${admin.body.estate}/`);
    expect(estate.body.bank_accounts).toHaveLength(2);
    expect((await t.client().get(estate.body.logo)).headers.get('content-type')).toBe('image/png');
    const leaders = await adminClient.get(`/api/estates/${admin.body.estate}/leadership/`);
    expect(leaders.body.results.map((l: { position: string }) => l.position)).toEqual(['Chairman', 'Secretary']);
    const residents = await adminClient.get('/api/admin/residents/');
    expect(residents.body.counts).toEqual({ total: 4, approved: 3, pending: 1 });

    // Cedar Court's trial has ended: its people sign in, with no active subscription.
    for (const email of [DEMO_ACCOUNTS.lapsedAdmin, DEMO_ACCOUNTS.lapsedResident]) {
      const res = await t.client().login(email, DEMO_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body.subscription_active).toBe(false);
    }

    const pending = await t.client().login(DEMO_ACCOUNTS.pending, DEMO_PASSWORD);
    expect(pending.status).toBe(403);
    expect(pending.body.detail).toBe(MSG.awaitingApproval);
  });
});
