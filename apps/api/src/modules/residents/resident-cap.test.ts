import type { PlanName } from '@estatehub/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { onPostgres } from '../../../test/test-db';
import { plans, subscriptions, users } from '../../db/schema';

/** The plan's cap on approved residents: Starter 50, Professional 200, Enterprise none, the trial 50. */
describe('plan caps on approved residents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  let seq = 0;
  /** An estate whose admin is on `plan` (null: the trial) with `approved` approved residents already. */
  async function estateWith(plan: PlanName | null, approved: number) {
    const estate = await t.createEstate();
    const admin = await t.createUser({ estateId: estate.id, role: 'admin' });
    if (plan) {
      const [row] = await t.db
        .select()
        .from(plans)
        .where(and(eq(plans.name, plan), eq(plans.interval, 'monthly')));
      await t.db
        .update(subscriptions)
        .set({ planId: row!.id, isTrial: false, status: 'active' })
        .where(eq(subscriptions.userId, admin.id));
    }
    // One multi-row insert: the cap is about counts, not about how they came.
    const run = ++seq;
    if (approved > 0)
      await t.db.insert(users).values(
        Array.from({ length: approved }, (_, i) => ({
          email: `cap${process.pid}-${run}-${i}@example.ng`,
          role: 'resident' as const,
          estateId: estate.id,
          isApproved: true,
          emailVerifiedAt: t.clock.now(),
        })),
      );
    const pending = async () => (await t.createUser({ estateId: estate.id, role: 'resident', isApproved: false })).id;
    const client = t.client();
    expect((await client.login(admin.email, PASSWORD)).status).toBe(200);
    const approve = async (id: number) => client.post(`/api/admin/approve-resident/${id}/`);
    return { estate, pending, approve };
  }
  const isApproved = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!.isApproved;

  it.each([
    ['Starter', 50],
    ['Professional', 200],
  ] as const)('approves up to the %s cap of %i, then refuses, naming the plan and the cap', async (plan, cap) => {
    const e = await estateWith(plan, cap - 1);
    const last = await e.pending();
    expect((await e.approve(last)).status).toBe(200);
    const oneTooMany = await e.pending();
    const refused = await e.approve(oneTooMany);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(
      `Your ${plan} plan allows up to ${cap} approved residents. Upgrade your plan to approve more.`,
    );
    expect(await isApproved(oneTooMany)).toBe(false);
  });

  it('caps the free trial at 50', async () => {
    const e = await estateWith(null, 50);
    const refused = await e.approve(await e.pending());
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(
      'Your free trial allows up to 50 approved residents. Choose a plan to approve more.',
    );
  });

  it('has no cap on Enterprise', async () => {
    const e = await estateWith('Enterprise', 250);
    expect((await e.approve(await e.pending())).status).toBe(200);
  });

  it('does not count guards against the cap, nor cap approving a guard', async () => {
    const e = await estateWith('Starter', 50);
    const guard = await t.createUser({ estateId: e.estate.id, role: 'security', isApproved: false });
    expect((await e.approve(guard.id)).status).toBe(200);
  });

  it.runIf(onPostgres)('lets only one of two parallel approvals at the cap through', async () => {
    const e = await estateWith('Starter', 49);
    const [a, b] = [await e.pending(), await e.pending()];
    const results = await Promise.all([e.approve(a), e.approve(b)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    expect([await isApproved(a), await isApproved(b)].filter(Boolean)).toHaveLength(1);
  });
});
