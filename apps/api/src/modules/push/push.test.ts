import { NOTIFICATION_MSG } from '@estatehub/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type FakePushService, startFakePushService } from '../../../test/fake-push-service';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { appSettings, jobs, pushSubscriptions } from '../../db/schema';
import { addDue, seedPayment } from '../payments/payments.test-kit';
import { loadVapidKeys } from './vapid-keys';

let t: TestApp;
let push: FakePushService;

beforeAll(async () => {
  [t, push] = await Promise.all([startTestApp(), startFakePushService()]);
  t.deps.pushAgent = push.agent;
  push.expectKey((await loadVapidKeys(t.db, t.deps.config)).publicKey);
});
afterAll(async () => {
  await t.close();
  await push.close();
});

/** A fresh estate with its signed-in admin and a signed-in resident. */
async function estate() {
  const { id: estateId } = await t.createEstate();
  const signIn = async (values: Omit<Parameters<TestApp['createUser']>[0], 'estateId'> = {}) => {
    const user = await t.createUser({ estateId, ...values });
    const client = t.client();
    expect((await client.login(user.email, PASSWORD)).status).toBe(200);
    return { user, client };
  };
  return { estateId, admin: await signIn({ role: 'admin' }), resident: await signIn() };
}

const subscriptionsOf = (userId: number) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** The admin approves a pending payment of the resident: the trigger of a push. */
async function approvePaymentOf(e: Awaited<ReturnType<typeof estate>>) {
  const due = await addDue(t, e.estateId, { title: 'Service charge' });
  const payment = await seedPayment(t, { estateId: e.estateId, dueId: due.id, resident: e.resident.user });
  expect((await e.admin.client.post(`/api/admin/approve-payment/${payment.id}/`)).status).toBe(200);
  await t.jobs.runDue();
}

describe('VAPID keys', () => {
  it('are made once and kept: every start over the same database serves the same public key', async () => {
    const c = t.client();
    const { email } = await t.createUser({ estateId: (await t.createEstate()).id });
    await c.login(email, PASSWORD);
    const served = await c.get('/api/push/key/');
    expect(served.status).toBe(200);
    // Two more instances starting at once over this database: each reads the pair stored first.
    const [a, b] = await Promise.all([loadVapidKeys(t.db, t.deps.config), loadVapidKeys(t.db, t.deps.config)]);
    expect(a.publicKey).toBe(served.body.public_key);
    expect(b).toEqual(a);
    expect(Buffer.from(a.publicKey, 'base64url')).toHaveLength(65);
    expect(await t.db.select().from(appSettings).where(eq(appSettings.key, 'vapid_keys'))).toHaveLength(1);
  });

  it('come from the environment when both are set, and one without the other stops the start', async () => {
    const pair = webpush.generateVAPIDKeys();
    const config = loadConfig({
      NODE_ENV: 'test',
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://estatehub.ng',
    });
    expect(await loadVapidKeys(t.db, config)).toEqual({ ...pair, subject: 'https://estatehub.ng' });
    await expect(
      loadVapidKeys(t.db, loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: pair.publicKey })),
    ).rejects.toThrow('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  });
});

describe('subscriptions', () => {
  it('a person turns push on and off for a browser; bad input is a 400 with a field message', async () => {
    const { resident } = await estate();
    const sub = push.subscription();
    expect((await resident.client.post('/api/push/subscriptions/', sub)).status).toBe(201);
    // Subscribing again (the browser re-sends it at every start) keeps one row.
    expect((await resident.client.post('/api/push/subscriptions/', sub)).status).toBe(201);
    expect(await subscriptionsOf(resident.user.id)).toEqual([
      expect.objectContaining({ endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth }),
    ]);

    const plain = await resident.client.post('/api/push/subscriptions/', { ...sub, endpoint: 'http://push.example/x' });
    expect(plain.status).toBe(400);
    expect(plain.body).toEqual({ endpoint: [NOTIFICATION_MSG.endpoint] });
    const noKeys = await resident.client.post('/api/push/subscriptions/', { endpoint: sub.endpoint });
    expect(noKeys.status).toBe(400);
    expect(noKeys.body).toEqual({ keys: [NOTIFICATION_MSG.pushKey] });
    const badKey = await resident.client.post('/api/push/subscriptions/', {
      ...sub,
      keys: { ...sub.keys, auth: 'not base64!' },
    });
    expect(badKey.body).toEqual({ keys: [NOTIFICATION_MSG.pushKey] });

    const off = await resident.client.request('DELETE', '/api/push/subscriptions/', { endpoint: sub.endpoint });
    expect(off.status).toBe(204);
    expect(await subscriptionsOf(resident.user.id)).toEqual([]);
  });

  it("nobody removes another person's subscription", async () => {
    const { resident, admin } = await estate();
    const sub = push.subscription();
    await resident.client.post('/api/push/subscriptions/', sub);
    expect((await admin.client.request('DELETE', '/api/push/subscriptions/', { endpoint: sub.endpoint })).status).toBe(
      204,
    );
    expect(await subscriptionsOf(resident.user.id)).toHaveLength(1);
  });
});

describe('delivery', () => {
  it('a new entry is pushed to each browser of the person, signed with the VAPID key the fake checks', async () => {
    const e = await estate();
    const [phone, laptop] = [push.subscription(), push.subscription()];
    await e.resident.client.post('/api/push/subscriptions/', phone);
    await e.resident.client.post('/api/push/subscriptions/', laptop);
    const before = push.received.length;

    await approvePaymentOf(e);

    expect(push.problems).toEqual([]);
    const mine = push.received.slice(before);
    expect(mine.map((p) => p.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    for (const p of mine) {
      expect(p.payload).toEqual({
        title: 'Payment approved',
        body: expect.stringContaining('"Service charge" was approved'),
        link: '/resident/pay-dues',
        tag: expect.stringMatching(/^payment\.approved:\d+$/),
      });
      expect(p.urgency).toBe('normal');
      expect(p.ttl).toBe(86400);
      expect(p.subject).toBe(`mailto:${t.deps.config.SUPPORT_EMAIL}`);
    }
  });

  it('a subscription the push service reports gone (410 or 404) is removed; the others stay', async () => {
    const e = await estate();
    const [gone, missing, live] = [push.subscription(), push.subscription(), push.subscription()];
    for (const s of [gone, missing, live]) await e.resident.client.post('/api/push/subscriptions/', s);
    push.answer(gone.endpoint, 410);
    push.answer(missing.endpoint, 404);

    await approvePaymentOf(e);

    expect(push.problems).toEqual([]);
    expect((await subscriptionsOf(e.resident.user.id)).map((s) => s.endpoint)).toEqual([live.endpoint]);
  });

  it('a push service that fails is tried again later for that browser alone', async () => {
    const e = await estate();
    const [down, up] = [push.subscription(), push.subscription()];
    for (const s of [down, up]) await e.resident.client.post('/api/push/subscriptions/', s);
    push.answer(down.endpoint, 500);
    const before = push.received.length;

    await approvePaymentOf(e);
    expect(push.received.slice(before).map((p) => p.endpoint)).toEqual([up.endpoint]);
    const [row] = await subscriptionsOf(e.resident.user.id).then((rows) =>
      rows.filter((r) => r.endpoint === down.endpoint),
    );
    const retries = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'push'), eq(jobs.status, 'pending')));
    expect(retries.map((j) => (j.payload as { subscriptionId?: number }).subscriptionId)).toContain(row!.id);

    // Back up: the retry, when due, reaches only the browser that missed it.
    push.answer(down.endpoint, 201);
    t.clock.advance(60);
    await t.jobs.runDue();
    expect(push.received.slice(before).map((p) => p.endpoint)).toEqual([up.endpoint, down.endpoint]);
  });

  it('people without a subscription cost no push job', async () => {
    const e = await estate();
    const pushJobs = async () => (await t.db.select().from(jobs).where(eq(jobs.kind, 'push'))).length;
    const before = await pushJobs();
    await approvePaymentOf(e);
    expect(await pushJobs()).toBe(before);
  });
});
