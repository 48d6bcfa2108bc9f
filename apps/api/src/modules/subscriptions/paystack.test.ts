import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chargeEvent,
  type FakePaystack,
  type FakeTransaction,
  PAYSTACK_TEST_PUBLIC,
  PAYSTACK_TEST_SECRET,
  paystackEnv,
  planCode,
  startFakePaystack,
  transaction,
} from '../../../test/fake-paystack';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { plans, providerEvents, subscriptionCharges, subscriptions } from '../../db/schema';

const DAY = 86_400;

/**
 * The real Paystack client against a fake Paystack on loopback: checkout, the verify call, the
 * signed webhook (good, replayed, forged, mismatched), the subscription's life and its disable.
 */
describe('subscriptions through Paystack', () => {
  let paystack: FakePaystack;
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    paystack = await startFakePaystack();
    t = await startTestApp(paystackEnv(paystack.url), { logLines });
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });

  const planId = async (name: 'Starter' | 'Professional' | 'Enterprise', interval: 'monthly' | 'yearly') => {
    const rows = await t.db.select().from(plans);
    return rows.find((p) => p.name === name && p.interval === interval)!;
  };

  /** An estate admin on the free trial, signed in. */
  async function admin() {
    const estate = await t.createEstate();
    const user = await t.createUser({ estateId: estate.id, role: 'admin' });
    const client = t.client();
    expect((await client.login(user.email, PASSWORD)).status).toBe(200);
    return { user, client };
  }

  /** What the row and the history look like: compared before and after an event that must change nothing. */
  async function snapshot(userId: number) {
    const [s] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const charges = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.userId, userId));
    return { s, charges: charges.length };
  }

  /** Checkout for a plan, then Paystack's record of the popup's payment. */
  async function paidCheckout(
    a: Awaited<ReturnType<typeof admin>>,
    plan = { name: 'Professional' as const, interval: 'monthly' as const },
    overrides: Partial<FakeTransaction> = {},
  ) {
    const p = await planId(plan.name, plan.interval);
    const checkout = await a.client.post('/api/subscription/checkout/', { plan_id: p.id });
    expect(checkout.status).toBe(201);
    const tx = paystack.addTransaction({
      ...transaction({
        reference: checkout.body.reference,
        amount: p.amountKobo,
        email: a.user.email,
        plan: planCode(plan.name, plan.interval),
        paid_at: t.clock.now().toISOString(),
      }),
      ...overrides,
    });
    return { checkout: checkout.body, tx, plan: p };
  }

  it('starts a checkout with the public key, the e-mail and the plan code from the environment', async () => {
    const a = await admin();
    const p = await planId('Starter', 'yearly');
    expect(p.paystackPlanCode).toBe('PLN_starteryearly');
    const res = await a.client.post('/api/subscription/checkout/', { plan_id: p.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      mode: 'paystack',
      public_key: PAYSTACK_TEST_PUBLIC,
      email: a.user.email,
      plan_code: 'PLN_starteryearly',
      amount: 15_000_000,
      plan: { id: p.id, name: 'Starter', interval: 'yearly' },
    });
    expect(res.body.reference).toMatch(/^eh_[\w-]{24}$/);
    const status = await a.client.get('/api/subscription/status/');
    expect(status.body.checkout_mode).toBe('paystack');
  });

  it('verifies the reference with Paystack and activates the plan once, however often it is verified', async () => {
    const a = await admin();
    const { checkout, plan } = await paidCheckout(a);
    const first = await a.client.post('/api/subscription/verify/', { reference: checkout.reference });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'active',
      plan: { id: plan.id, name: 'Professional', interval: 'monthly', amount: 3_500_000 },
      is_trial: false,
      can_cancel: true,
      subscription_active: true,
    });
    const call = paystack.calls.find((c) => c.path === `/transaction/verify/${checkout.reference}`)!;
    expect(call.auth).toBe(`Bearer ${PAYSTACK_TEST_SECRET}`);
    const before = await snapshot(a.user.id);
    expect(before.charges).toBe(1);
    const again = await a.client.post('/api/subscription/verify/', { reference: checkout.reference });
    expect(again.status).toBe(200);
    expect(await snapshot(a.user.id)).toEqual(before);
  });

  it("refuses to verify a reference that is not the caller's, or that Paystack does not confirm", async () => {
    const a = await admin();
    const b = await admin();
    const { checkout } = await paidCheckout(a);
    expect((await b.client.post('/api/subscription/verify/', { reference: checkout.reference })).status).toBe(404);
    const unpaid = await a.client.post('/api/subscription/checkout/', {
      plan_id: (await planId('Starter', 'monthly')).id,
    });
    const res = await a.client.post('/api/subscription/verify/', { reference: unpaid.body.reference });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(
      'We could not confirm this payment. If you were charged, contact support with the reference.',
    );
    expect((await snapshot(a.user.id)).charges).toBe(0);
  });

  it('answers 502 and changes nothing when Paystack cannot be reached', async () => {
    const a = await admin();
    const { checkout } = await paidCheckout(a);
    const before = await snapshot(a.user.id);
    paystack.failWith(500);
    try {
      const res = await a.client.post('/api/subscription/verify/', { reference: checkout.reference });
      expect(res.status).toBe(502);
    } finally {
      paystack.failWith(null);
    }
    expect(await snapshot(a.user.id)).toEqual(before);
  });

  it('applies a good signed charge.success; a replay of it changes nothing', async () => {
    const a = await admin();
    const { tx, plan } = await paidCheckout(a);
    const res = await paystack.sendWebhook(t.baseUrl, 'charge.success', chargeEvent(tx));
    expect(res).toEqual({ status: 200, body: { received: true } });
    const after = await snapshot(a.user.id);
    expect(after.s).toMatchObject({ status: 'active', isTrial: false, planId: plan.id });
    expect(after.charges).toBe(1);
    const [charge] = await t.db
      .select()
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.reference, tx.reference));
    expect(charge).toMatchObject({
      amountKobo: 3_500_000,
      currency: 'NGN',
      planName: 'Professional',
      mode: 'paystack',
    });

    const replay = await paystack.sendWebhook(t.baseUrl, 'charge.success', chargeEvent(tx));
    expect(replay.status).toBe(200);
    expect(await snapshot(a.user.id)).toEqual(after);
  });

  it('refuses a forged signature with 401, logs it, and stores nothing', async () => {
    const a = await admin();
    const { tx } = await paidCheckout(a);
    const before = await snapshot(a.user.id);
    const eventsBefore = (await t.db.select().from(providerEvents)).length;
    const res = await paystack.sendWebhook(t.baseUrl, 'charge.success', chargeEvent(tx), {
      secret: 'sk_test_someoneelsessecret000000000000000',
    });
    expect(res.status).toBe(401);
    expect(await snapshot(a.user.id)).toEqual(before);
    expect((await t.db.select().from(providerEvents)).length).toBe(eventsBefore);
    expect(logLines.some((l) => l.includes('paystack webhook: bad signature'))).toBe(true);

    const unsigned = await fetch(`${t.baseUrl}/api/subscription/webhook/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'charge.success', data: chargeEvent(tx) }),
    });
    expect(unsigned.status).toBe(401);
    expect(await snapshot(a.user.id)).toEqual(before);
  });

  it.each([
    ['the wrong amount', { amount: 100 }, 'kobo'],
    ['another plan', { plan: planCode('Starter', 'monthly') }, 'plan'],
    ['another customer', { customer: { email: 'mallory@example.ng', customer_code: 'CUS_mallory' } }, 'customer'],
    ['another currency', { currency: 'USD' }, 'NGN'],
  ])('rejects a signed charge with %s: nothing moves, the event is logged', async (_, overrides, word) => {
    const a = await admin();
    const { tx } = await paidCheckout(a, undefined, overrides as Partial<FakeTransaction>);
    const before = await snapshot(a.user.id);
    const res = await paystack.sendWebhook(t.baseUrl, 'charge.success', chargeEvent(tx));
    expect(res.status).toBe(200);
    expect(await snapshot(a.user.id)).toEqual(before);
    expect(before.s).toMatchObject({ isTrial: true, planId: null });
    const [event] = await t.db
      .select()
      .from(providerEvents)
      .where(eq(providerEvents.event, 'charge.success'))
      .orderBy(providerEvents.id)
      .then((rows) => rows.slice(-1));
    expect(event).toMatchObject({ outcome: 'rejected' });
    expect(event!.reason).toContain(word);
    expect(logLines.some((l) => l.includes('paystack webhook: event rejected'))).toBe(true);
    // The verify call reads the same transaction and refuses it the same way.
    const verify = await a.client.post('/api/subscription/verify/', { reference: tx.reference });
    expect(verify.status).toBe(400);
    expect(await snapshot(a.user.id)).toEqual(before);
  });

  /** A paid, verified Professional monthly plan with Paystack's recurring subscription recorded. */
  async function subscribed() {
    const a = await admin();
    const { checkout, tx } = await paidCheckout(a);
    expect((await a.client.post('/api/subscription/verify/', { reference: checkout.reference })).status).toBe(200);
    const code = `SUB_${a.user.id}`;
    const token = `tok_${a.user.id}`;
    paystack.addSubscription(code, token);
    const created = await paystack.sendWebhook(t.baseUrl, 'subscription.create', {
      id: a.user.id,
      subscription_code: code,
      email_token: token,
      status: 'active',
      next_payment_date: new Date(t.clock.now().getTime() + 30 * DAY * 1000).toISOString(),
      plan: { plan_code: planCode('Professional', 'monthly') },
      customer: tx.customer,
    });
    expect(created.status).toBe(200);
    return { ...a, code, token, tx };
  }

  it('records the recurring plan and renews on a later charge for the same customer', async () => {
    const a = await subscribed();
    const s1 = (await snapshot(a.user.id)).s!;
    expect(s1).toMatchObject({
      subscriptionCode: a.code,
      emailToken: a.token,
      customerCode: a.tx.customer.customer_code,
    });
    // Paystack charges the card at the end of the period: a new reference, the same customer and plan.
    const renewal = transaction({
      reference: `renewal_${a.user.id}`,
      amount: 3_500_000,
      email: a.user.email,
      plan: planCode('Professional', 'monthly'),
      paid_at: s1.nextBillingDate!.toISOString(),
    });
    renewal.customer = a.tx.customer;
    expect((await paystack.sendWebhook(t.baseUrl, 'charge.success', chargeEvent(renewal))).status).toBe(200);
    const s2 = (await snapshot(a.user.id)).s!;
    expect(s2.status).toBe('active');
    expect(s2.nextBillingDate!.getTime()).toBeGreaterThan(s1.nextBillingDate!.getTime() + 27 * DAY * 1000);
    expect((await snapshot(a.user.id)).charges).toBe(2);
  });

  it('cancels: disables the Paystack subscription with its token and keeps access until the date', async () => {
    const a = await subscribed();
    const until = (await snapshot(a.user.id)).s!.nextBillingDate!;
    const res = await a.client.post('/api/subscription/cancel/');
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(
      /^Your subscription has been cancelled\. You keep access until \d{1,2} \w+ \d{4}\.$/,
    );
    expect(res.body.warning).toBeUndefined();
    const disable = paystack.calls.filter((c) => c.path === '/subscription/disable').at(-1)!;
    expect(disable.body).toEqual({ code: a.code, token: a.token });
    expect(paystack.subscriptions.get(a.code)!.active).toBe(false);

    const status = await a.client.get('/api/subscription/status/');
    expect(status.body).toMatchObject({ status: 'cancelled', can_cancel: false, subscription_active: true });
    expect(status.body.next_billing_date).toBe(until.toISOString());
    // Cancelling again: nothing left to cancel.
    const again = await a.client.post('/api/subscription/cancel/');
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('No active subscription found.');
    // Paystack's own disable event after the date ends access.
    t.clock.advance(31 * DAY);
    try {
      const event = await paystack.sendWebhook(t.baseUrl, 'subscription.disable', {
        id: a.user.id,
        subscription_code: a.code,
        status: 'complete',
        customer: a.tx.customer,
      });
      expect(event.status).toBe(200);
      expect((await snapshot(a.user.id)).s!.status).toBe('inactive');
      // A month on, the session has lapsed too: sign in again.
      expect((await a.client.login(a.user.email, PASSWORD)).body.subscription_active).toBe(false);
      expect((await a.client.get('/api/subscription/status/')).body).toMatchObject({
        status: 'inactive',
        subscription_active: false,
      });
    } finally {
      t.clock.advance(-31 * DAY);
    }
  });

  it('leaves the subscription as it was when Paystack refuses the disable call', async () => {
    const a = await subscribed();
    const before = await snapshot(a.user.id);
    paystack.failWith(503);
    try {
      expect((await a.client.post('/api/subscription/cancel/')).status).toBe(502);
    } finally {
      paystack.failWith(null);
    }
    expect(await snapshot(a.user.id)).toEqual(before);
  });

  it('marks a failed invoice past_due with a grace period; subscription.not_renew cancels', async () => {
    const a = await subscribed();
    const s = (await snapshot(a.user.id)).s!;
    const invoice = (extra: object = {}) => ({
      id: a.user.id,
      amount: 3_500_000,
      paid: false,
      status: 'failed',
      subscription: { subscription_code: a.code },
      customer: a.tx.customer,
      ...extra,
    });
    // Another customer's failed invoice on this code changes nothing.
    const forged = await paystack.sendWebhook(
      t.baseUrl,
      'invoice.payment_failed',
      invoice({ customer: { email: 'x@y.ng', customer_code: 'CUS_other' } }),
    );
    expect(forged.status).toBe(200);
    expect((await snapshot(a.user.id)).s!.status).toBe('active');

    expect((await paystack.sendWebhook(t.baseUrl, 'invoice.payment_failed', invoice())).status).toBe(200);
    const status = await a.client.get('/api/subscription/status/');
    expect(status.body).toMatchObject({ status: 'past_due', subscription_active: true, can_cancel: true });
    expect(status.body.grace_ends_at).toBe(new Date(s.nextBillingDate!.getTime() + 3 * DAY * 1000).toISOString());

    expect(
      (
        await paystack.sendWebhook(t.baseUrl, 'subscription.not_renew', {
          id: a.user.id,
          subscription_code: a.code,
          customer: a.tx.customer,
        })
      ).status,
    ).toBe(200);
    expect((await snapshot(a.user.id)).s!.status).toBe('cancelled');
  });

  it('notes invoice.create and invoice.update, and answers 200 to events it does not act on', async () => {
    const a = await subscribed();
    const before = await snapshot(a.user.id);
    for (const event of ['invoice.create', 'invoice.update']) {
      const res = await paystack.sendWebhook(t.baseUrl, event, {
        id: a.user.id + 7,
        amount: 3_500_000,
        paid: event === 'invoice.update',
        status: event === 'invoice.update' ? 'success' : 'pending',
        subscription: { subscription_code: a.code },
        customer: a.tx.customer,
      });
      expect(res.status).toBe(200);
    }
    const wrongAmount = await paystack.sendWebhook(t.baseUrl, 'invoice.create', {
      id: 1,
      amount: 5,
      subscription: { subscription_code: a.code },
      customer: a.tx.customer,
    });
    expect(wrongAmount.status).toBe(200);
    expect((await paystack.sendWebhook(t.baseUrl, 'transfer.success', { id: 9 })).status).toBe(200);
    expect(await snapshot(a.user.id)).toEqual(before);
    const outcomes = await t.db.select().from(providerEvents);
    expect(outcomes.some((e) => e.event === 'transfer.success' && e.outcome === 'ignored')).toBe(true);
    expect(outcomes.some((e) => e.event === 'invoice.create' && e.outcome === 'rejected')).toBe(true);
  });

  it('stops a recurring plan that Paystack creates after the user cancelled', async () => {
    const a = await admin();
    const { checkout, tx } = await paidCheckout(a);
    expect((await a.client.post('/api/subscription/verify/', { reference: checkout.reference })).status).toBe(200);
    const cancel = await a.client.post('/api/subscription/cancel/');
    expect(cancel.status).toBe(200);
    expect(cancel.body.warning).toBe(
      'Paystack has not yet confirmed your recurring plan. We will stop it as soon as it does.',
    );
    const code = `SUB_late_${a.user.id}`;
    paystack.addSubscription(code, 'tok_late');
    await paystack.sendWebhook(t.baseUrl, 'subscription.create', {
      id: a.user.id + 100_000,
      subscription_code: code,
      email_token: 'tok_late',
      plan: { plan_code: planCode('Professional', 'monthly') },
      customer: tx.customer,
    });
    expect(paystack.subscriptions.get(code)!.active).toBe(false);
    expect((await snapshot(a.user.id)).s!.status).toBe('cancelled');
  });

  it("lets the page load Paystack's inline script and checkout frame (only when Paystack is configured)", async () => {
    const csp = (await t.client().get('/api/subscription/plans/')).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://js.paystack.co");
    expect(csp).toContain("frame-src 'self' https://checkout.paystack.com");
  });

  it('answers a signed body that is not JSON with 400, and changes nothing', async () => {
    const res = await paystack.sendWebhook(t.baseUrl, '', null, { body: '{"event": "charge.success", ' });
    expect(res.status).toBe(400);
  });
});
