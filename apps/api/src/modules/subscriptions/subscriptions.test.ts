import { type PLAN_NAMES, PLAN_TERMS } from '@estatehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { plans, subscriptionCharges, subscriptions } from '../../db/schema';

const DAY = 86_400;

describe('subscriptions: plans, status rules and the sandbox checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedIn(role: 'admin' | 'resident' | 'security', estateId?: number) {
    const estate = estateId ?? (await t.createEstate()).id;
    const user = await t.createUser({ estateId: estate, role });
    const client = t.client();
    expect((await client.login(user.email, PASSWORD)).status).toBe(200);
    return { user, client, estateId: estate };
  }
  const setSubscription = (userId: number, values: Partial<typeof subscriptions.$inferInsert>) =>
    t.db.update(subscriptions).set(values).where(eq(subscriptions.userId, userId));
  const inDays = (days: number) => new Date(t.clock.now().getTime() + days * DAY * 1000);
  /** Moves the clock, runs `check`, and moves it back whatever happens. */
  async function at(days: number, check: () => Promise<void>) {
    t.clock.advance(days * DAY);
    try {
      await check();
    } finally {
      t.clock.advance(-days * DAY);
    }
  }

  it('lists the six plans of the pricing page, in kobo, with the fields of the spec, to anyone', async () => {
    const res = await t.client().get('/api/subscription/plans/');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(6);
    expect(res.body.map((p: { name: string; interval: string }) => `${p.name} ${p.interval}`)).toEqual([
      'Starter monthly',
      'Professional monthly',
      'Enterprise monthly',
      'Starter yearly',
      'Professional yearly',
      'Enterprise yearly',
    ]);
    for (const p of res.body) {
      expect(Object.keys(p).sort()).toEqual(
        [
          'amount',
          'description',
          'id',
          'interval',
          'name',
          'original_amount',
          'paystack_plan_code',
          'resident_cap',
        ].sort(),
      );
      // The migration's rows and the shared pricing terms are one price list.
      const terms = PLAN_TERMS[p.name as (typeof PLAN_NAMES)[number]];
      expect(p.amount).toBe(terms.amount[p.interval as 'monthly' | 'yearly']);
      expect(p.original_amount).toBe(terms.originalAmount[p.interval as 'monthly' | 'yearly']);
      expect(p.resident_cap).toBe(terms.residentCap);
      expect(p.paystack_plan_code).toMatch(/^PLN_sandbox_/);
    }
  });

  it("shows a new estate admin's trial: active, no plan, nothing to cancel, the trial's end", async () => {
    const { client, user } = await signedIn('admin');
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    const res = await client.get('/api/subscription/status/');
    expect(res.body).toEqual({
      status: 'active',
      plan: null,
      next_billing_date: row!.nextBillingDate!.toISOString(),
      can_cancel: false,
      is_trial: true,
      trial_ends_at: row!.nextBillingDate!.toISOString(),
      grace_ends_at: null,
      subscription_active: true,
      covered_by_estate: false,
      checkout_mode: 'sandbox',
    });
    const cancel = await client.post('/api/subscription/cancel/');
    expect(cancel.status).toBe(403);
    expect(cancel.body.detail).toMatch(/^A free trial cannot be cancelled: it simply ends on /);
  });

  it('ends the trial on its date: the admin, the residents and the guards lose access together', async () => {
    const admin = await signedIn('admin');
    const resident = await signedIn('resident', admin.estateId);
    const guard = await signedIn('security', admin.estateId);
    await setSubscription(admin.user.id, { nextBillingDate: inDays(2) });
    await at(1, async () => {
      expect((await resident.client.get('/api/subscription/status/')).body).toMatchObject({
        status: 'inactive',
        covered_by_estate: true,
        subscription_active: true,
      });
      expect((await guard.client.get('/api/resident/profile/')).body.subscription_active).toBe(true);
    });
    await at(2, async () => {
      for (const who of [admin, resident, guard]) {
        expect((await who.client.get('/api/subscription/status/')).body).toMatchObject({
          status: 'inactive',
          subscription_active: false,
          covered_by_estate: false,
        });
      }
    });
  });

  it('keeps a cancelled subscription until next_billing_date, and past_due for the grace period', async () => {
    const admin = await signedIn('admin');
    const resident = await signedIn('resident', admin.estateId);
    await setSubscription(admin.user.id, { status: 'cancelled', isTrial: false, nextBillingDate: inDays(5) });
    await at(4, async () => {
      expect((await admin.client.get('/api/subscription/status/')).body).toMatchObject({
        status: 'cancelled',
        subscription_active: true,
        can_cancel: false,
      });
    });
    await at(5, async () => {
      expect((await admin.client.get('/api/subscription/status/')).body.subscription_active).toBe(false);
      expect((await resident.client.get('/api/subscription/status/')).body.subscription_active).toBe(false);
    });

    const due = inDays(0);
    await setSubscription(admin.user.id, { status: 'past_due', nextBillingDate: due });
    expect((await admin.client.get('/api/subscription/status/')).body.grace_ends_at).toBe(
      new Date(due.getTime() + 3 * DAY * 1000).toISOString(),
    );
    await at(2.9, async () => {
      expect((await admin.client.get('/api/subscription/status/')).body).toMatchObject({
        status: 'past_due',
        subscription_active: true,
      });
      expect((await resident.client.get('/api/subscription/status/')).body.subscription_active).toBe(true);
    });
    await at(3.1, async () => {
      expect((await admin.client.get('/api/subscription/status/')).body).toMatchObject({
        status: 'inactive',
        subscription_active: false,
      });
    });
  });

  it('lets a resident hold a subscription of their own when the estate has lapsed', async () => {
    const admin = await signedIn('admin');
    const resident = await signedIn('resident', admin.estateId);
    await setSubscription(admin.user.id, { nextBillingDate: inDays(-1) });
    expect((await resident.client.get('/api/subscription/status/')).body.subscription_active).toBe(false);
    const plan = (await t.db.select().from(plans)).find((p) => p.name === 'Starter' && p.interval === 'monthly')!;
    const checkout = await resident.client.post('/api/subscription/checkout/', { plan_id: plan.id });
    expect(checkout.status).toBe(201);
    const verified = await resident.client.post('/api/subscription/verify/', { reference: checkout.body.reference });
    expect(verified.body).toMatchObject({ status: 'active', subscription_active: true, covered_by_estate: false });
  });

  it('runs the sandbox checkout through the verified-payment path: a charge, a period, once', async () => {
    const { client, user } = await signedIn('admin');
    const plan = (await t.db.select().from(plans)).find((p) => p.name === 'Enterprise' && p.interval === 'yearly')!;
    const checkout = await client.post('/api/subscription/checkout/', { plan_id: plan.id });
    expect(checkout.status).toBe(201);
    expect(checkout.body).toMatchObject({
      mode: 'sandbox',
      public_key: null,
      email: user.email,
      plan_code: 'PLN_sandbox_enterprise_yearly',
      amount: 75_000_000,
    });
    expect(checkout.body.reference).toMatch(/^sbx_/);
    const res = await client.post('/api/subscription/verify/', { reference: checkout.body.reference });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'active',
      is_trial: false,
      can_cancel: true,
      plan: { id: plan.id, name: 'Enterprise', interval: 'yearly', amount: 75_000_000 },
    });
    // A year from now (the trial's remaining days are not carried over).
    const next = new Date(res.body.next_billing_date);
    const now = t.clock.now();
    expect(next.getUTCFullYear()).toBe(now.getUTCFullYear() + 1);
    expect(next.getUTCMonth()).toBe(now.getUTCMonth());
    const charges = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.userId, user.id));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ mode: 'sandbox', amountKobo: 75_000_000, planName: 'Enterprise' });
    // Pressing Pay twice charges once.
    await client.post('/api/subscription/verify/', { reference: checkout.body.reference });
    expect(await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.userId, user.id))).toHaveLength(
      1,
    );
    // The current active plan cannot be bought again; another can.
    const same = await client.post('/api/subscription/checkout/', { plan_id: plan.id });
    expect(same.status).toBe(409);
    expect(same.body.detail).toBe('This is already your plan.');
    // Cancel: access kept until the date.
    const cancel = await client.post('/api/subscription/cancel/');
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual({ message: expect.stringMatching(/You keep access until /) });
    expect((await client.get('/api/resident/profile/')).body.subscription_active).toBe(true);
  });

  it('validates the checkout body with field messages', async () => {
    const { client } = await signedIn('admin');
    expect((await client.post('/api/subscription/checkout/', {})).body.plan_id).toEqual(['This field is required.']);
    for (const body of [{ plan_id: 'abc' }, { plan_id: -1 }, { plan_id: 999_999 }]) {
      const res = await client.post('/api/subscription/checkout/', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.plan_id).toEqual(['Choose a plan.']);
    }
    const empty = await client.post('/api/subscription/verify/', { reference: '' });
    expect(empty.status).toBe(400);
    expect((await client.post('/api/subscription/verify/', { reference: 'sbx_unknown' })).status).toBe(404);
  });

  it('keeps the CSP to this site when Paystack is not configured', async () => {
    const csp = (await t.client().get('/api/subscription/plans/')).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('paystack');
  });

  it('answers 404 for a webhook when Paystack is not configured (the sandbox has none)', async () => {
    const res = await t.client().post('/api/subscription/webhook/', { event: 'charge.success', data: {} });
    expect(res.status).toBe(404);
  });
});

describe('payments in production without Paystack keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses checkout with 503: the sandbox never hands out subscriptions in production', async () => {
    const estate = await t.createEstate();
    const user = await t.createUser({ estateId: estate.id, role: 'admin' });
    const client = t.client();
    await client.login(user.email, PASSWORD);
    const plan = (await t.db.select().from(plans))[0]!;
    const res = await client.post('/api/subscription/checkout/', { plan_id: plan.id });
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe('Payments are not set up on this server yet. Please contact support.');
  });
});
