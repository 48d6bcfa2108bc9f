import { MSG } from '@estatehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedTexts } from '../../test/activity-feed';
import { startTestApp, type TestApp } from '../../test/test-app';
import { payments, receipts, subscriptionCharges } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loadDemoData } from './demo-data';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('demo data', () => {
  it('loads once into an empty database, and its accounts sign in as printed', async () => {
    expect(await loadDemoData(t.deps)).toBe(true);
    expect(await loadDemoData(t.deps)).toBe(false);

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

    // Palm Grove pays for Professional monthly: the status and two past charges.
    const status = await adminClient.get('/api/subscription/status/');
    expect(status.body).toMatchObject({
      status: 'active',
      is_trial: false,
      can_cancel: true,
      plan: { name: 'Professional', interval: 'monthly', amount: 3_500_000 },
    });
    const charges = await t.db
      .select()
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.customerEmail, DEMO_ACCOUNTS.admin));
    expect(charges.map((c) => c.amountKobo)).toEqual([3_500_000, 3_500_000]);

    // Cedar Court's trial has ended: its people sign in, with no active subscription.
    for (const email of [DEMO_ACCOUNTS.lapsedAdmin, DEMO_ACCOUNTS.lapsedResident]) {
      const res = await t.client().login(email, DEMO_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body.subscription_active).toBe(false);
    }
    // The lapsed admin can renew from the sandbox checkout.
    const cedar = t.client();
    await cedar.login(DEMO_ACCOUNTS.lapsedAdmin, DEMO_PASSWORD);
    expect((await cedar.get('/api/subscription/status/')).body).toMatchObject({
      status: 'inactive',
      checkout_mode: 'sandbox',
    });

    const pending = await t.client().login(DEMO_ACCOUNTS.pending, DEMO_PASSWORD);
    expect(pending.status).toBe(403);
    expect(pending.body.detail).toBe(MSG.awaitingApproval);
  });

  it('brings the dues and payments screens to life: dues in every status, payments in every status, with files', async () => {
    const admin = t.client();
    const estateId = (await admin.login(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)).body.estate;
    const amaka = t.client();
    await amaka.login(DEMO_ACCOUNTS.resident, DEMO_PASSWORD);
    const tunde = t.client();
    await tunde.login(DEMO_ACCOUNTS.resident2, DEMO_PASSWORD);

    const list = await admin.get('/api/dues/');
    expect(list.body.count).toBe(5);
    expect(
      list.body.results.map((d: { title: string; display_status: string }) => [d.title, d.display_status]),
    ).toEqual([
      ['Generator diesel', 'overdue'],
      ['Security levy', 'overdue'],
      ['Waste disposal', 'due_soon'],
      ['Estate maintenance', 'active'],
      ['Road repairs fund', 'active'],
    ]);
    expect(list.body.summary).toEqual({
      overdue: { count: 2, total: 40_000 },
      due_soon: { count: 1, total: 5_000 },
      active: { count: 2, total: 200_000 },
    });
    // Each resident sees their own standing; Amaka's Pay Dues screen lists what she still owes.
    const standing = (res: { body: { results: { title: string; latest_payment_status: string | null }[] } }) =>
      Object.fromEntries(res.body.results.map((d) => [d.title, d.latest_payment_status]));
    expect(standing(await amaka.get('/api/dues/'))).toEqual({
      'Generator diesel': 'approved',
      'Security levy': 'pending',
      'Waste disposal': null,
      'Estate maintenance': null,
      'Road repairs fund': null,
    });
    expect(standing(await tunde.get('/api/dues/'))).toMatchObject({
      'Generator diesel': 'approved',
      'Security levy': 'rejected',
      'Waste disposal': 'pending',
    });
    expect((await amaka.get('/api/dues/?unpaid=true')).body.count).toBe(4);

    const records = await admin.get('/api/payments/');
    expect(records.body.counts).toEqual({ total: 5, approved: 2, pending: 2, rejected: 1 });
    const rejected = (await tunde.get('/api/payments/?status=rejected')).body.results;
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ due_title: 'Security levy', amount_paid: 20_000, has_receipt: false });
    expect(rejected[0].rejection_reason).toContain('Please pay the ₦5,000 balance');

    // Every payment's evidence is a real, small PNG in storage, served to its payer.
    const rows = await t.db.select().from(payments);
    for (const p of rows) {
      const file = await t.deps.storage.read(p.evidenceKey);
      expect(file?.subarray(1, 4).toString()).toBe('PNG');
      expect(file!.length).toBeLessThan(60_000);
    }
    const mine = (await amaka.get('/api/payments/')).body.results;
    const evidence = await amaka.get(mine[0].payment_evidence);
    expect(evidence.status).toBe(200);
    expect(evidence.headers.get('content-type')).toBe('image/png');

    // Approved payments have their receipts, stored and served like real ones.
    const approved = rows.filter((p) => p.status === 'approved');
    expect(approved).toHaveLength(2);
    for (const p of approved) {
      const [receipt] = await t.db.select().from(receipts).where(eq(receipts.paymentId, p.id));
      expect(receipt!.number).toMatch(new RegExp(`^RCP-${p.id}-\\d{8}$`));
      expect((await t.deps.storage.read(receipt!.fileKey))?.subarray(0, 5).toString()).toBe('%PDF-');
      expect(p.decidedByName).toBe('Ngozi Okafor');
    }
    const paid = mine.find((p: { status: string }) => p.status === 'approved');
    expect(paid).toMatchObject({ due_title: 'Generator diesel', approved_by_name: 'Ngozi Okafor', has_receipt: true });
    const pdf = await amaka.get(paid.receipt_url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');

    const feed = await feedTexts(t, estateId);
    expect(feed).toContain('Ngozi Okafor approved Amaka Eze\'s payment of ₦15,000 for "Generator diesel"');
    expect(feed).toContain('Tunde Bakare submitted a payment of ₦5,000 for "Waste disposal"');
    expect(
      feed.some((e) => e.startsWith('Ngozi Okafor rejected Tunde Bakare\'s payment of ₦20,000 for "Security levy"')),
    ).toBe(true);
    expect(feed).toContain(
      `Ngozi Okafor added the due "Road repairs fund" of ₦150,000, due ${list.body.results[4].due_date}`,
    );
  });

  it('brings the visitor screens to life: passes active, used and expired, and the guard’s checks', async () => {
    const amaka = t.client();
    const estateId = (await amaka.login(DEMO_ACCOUNTS.resident, DEMO_PASSWORD)).body.estate;
    const codes = (await amaka.get('/api/visitor-codes/')).body.results as {
      code: string;
      is_used: boolean;
      expires_at: string;
    }[];
    const now = t.clock.now().getTime();
    const active = codes.filter((c) => !c.is_used && new Date(c.expires_at).getTime() > now);
    const expired = codes.filter((c) => !c.is_used && new Date(c.expires_at).getTime() <= now);
    expect(active.length).toBeGreaterThan(0);
    expect(expired.length).toBeGreaterThan(0);
    expect(codes.filter((c) => c.is_used).length).toBeGreaterThan(0);

    const guard = t.client();
    await guard.login(DEMO_ACCOUNTS.guard, DEMO_PASSWORD);
    const checks = (await guard.get('/api/visitor-codes/checks/')).body;
    type Check = { result: string; code: string; visitor_name: string | null; guard_name: string };
    const results = checks.results as Check[];
    expect(new Set(results.map((c) => c.result))).toEqual(new Set(['valid', 'used', 'invalid', 'expired']));
    expect(results.every((c) => c.guard_name === 'Musa Ibrahim')).toBe(true);
    const invalid = results.filter((c) => c.result === 'invalid');
    expect(invalid.length).toBeGreaterThanOrEqual(2);
    expect(invalid.every((c) => c.visitor_name === null && /^\d{6}$/.test(c.code))).toBe(true);
    // Each of Amaka's used passes was let in by the guard.
    const usedCodes = new Set(codes.filter((c) => c.is_used).map((c) => c.code));
    const amakasLetIns = results.filter((c) => c.result === 'valid' && usedCodes.has(c.code));
    expect(amakasLetIns.length).toBe(usedCodes.size);
    const admin = t.client();
    await admin.login(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    expect((await admin.get('/api/visitor-codes/checks/')).body.count).toBe(checks.count);
    expect(await feedTexts(t, estateId)).toContain('Ifeoma Nwosu (Friend) was let in for Amaka Eze by Musa Ibrahim');

    // An active demo pass really opens the gate.
    const tunde = t.client();
    await tunde.login(DEMO_ACCOUNTS.resident2, DEMO_PASSWORD);
    const live = (await tunde.get('/api/visitor-codes/')).body.results.find(
      (c: { is_used: boolean; expires_at: string }) => !c.is_used && new Date(c.expires_at).getTime() > now,
    );
    const opened = await guard.post('/api/visitor-codes/verify/', { code: live.code });
    expect(opened.status).toBe(200);
    expect(opened.body.resident.name).toBe('Tunde Bakare');
  });

  it('brings the staff screens to life: staff of both residents, one removed, known at the gate', async () => {
    const admin = t.client();
    const estateId = (await admin.login(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)).body.estate;
    const list = (await admin.get('/api/artisans-domestics/')).body;
    expect(list.stats).toEqual({ total: 4, active: 3, removed: 1 });
    const removed = list.results.find((s: { status: string }) => s.status === 'removed');
    expect(removed).toMatchObject({ name: 'Grace Udo', removal_reason: 'Moved back to Calabar' });
    const amaka = t.client();
    await amaka.login(DEMO_ACCOUNTS.resident, DEMO_PASSWORD);
    expect((await amaka.get('/api/artisans-domestics/')).body.count).toBe(2);
    const guard = t.client();
    await guard.login(DEMO_ACCOUNTS.guard, DEMO_PASSWORD);
    const seen = await guard.get('/api/artisans-domestics/lookup/ST-7K4MPA/');
    expect(seen.body).toMatchObject({ name: 'Blessing Okon', status: 'active', employer: { name: 'Amaka Eze' } });
    expect(await feedTexts(t, estateId)).toContain('Tunde Bakare removed Grace Udo (Cleaner): Moved back to Calabar');
  });

  it('fills the notice board: more announcements than one page, newest first, read by residents and the guard', async () => {
    const admin = t.client();
    const estateId = (await admin.login(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)).body.estate;
    const first = (await admin.get('/api/announcements/')).body;
    expect(first.count).toBeGreaterThanOrEqual(8);
    expect(first.results).toHaveLength(6);
    expect(first.results[0]).toMatchObject({
      title: 'Water supply interruption on Saturday',
      created_by_name: 'Ngozi Okafor',
    });
    expect((await admin.get('/api/announcements/?page=2')).body.results.length).toBe(first.count - 6);
    expect((await admin.get('/api/announcements/?search=generator')).body.count).toBe(1);
    for (const email of [DEMO_ACCOUNTS.resident, DEMO_ACCOUNTS.guard]) {
      const c = t.client();
      await c.login(email, DEMO_PASSWORD);
      expect((await c.get('/api/announcements/')).body.count).toBe(first.count);
    }
    // Loading the demo e-mails nobody; the feed shows the posts.
    await t.jobs.runDue();
    expect(t.smtp.received.filter((m) => m.subject.includes('Water supply interruption'))).toEqual([]);
    expect(await feedTexts(t, estateId)).toContain(
      'Ngozi Okafor posted the announcement "Water supply interruption on Saturday"',
    );
  });
  it('fills the alert history: several types from residents, the guard and the admin', async () => {
    const admin = t.client();
    const estateId = (await admin.login(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)).body.estate;
    const all = (await admin.get('/api/alert/')).body;
    expect(all.count).toBeGreaterThanOrEqual(6);
    expect(new Set(all.results.map((a: { alert_type: string }) => a.alert_type)).size).toBe(6);
    expect(new Set(all.results.map((a: { sender_role: string }) => a.sender_role))).toEqual(
      new Set(['admin', 'resident', 'security']),
    );
    expect(all.results[0]).toMatchObject({
      alert_type: 'medical',
      sender_name: 'Amaka Eze',
      sender_email: DEMO_ACCOUNTS.resident,
    });
    const amaka = t.client();
    await amaka.login(DEMO_ACCOUNTS.resident, DEMO_PASSWORD);
    expect((await amaka.get('/api/alert/')).body.count).toBe(2);
    expect(await feedTexts(t, estateId)).toContain(
      'Musa Ibrahim sent an emergency alert: Intruder/Security Threat (Someone climbed the back fence near Block D)',
    );
  });

  it("rings the demo people's bells: read and unread entries, each linking to its screen", async () => {
    const counts: Record<string, [number, number]> = {};
    for (const [who, email] of Object.entries({
      resident: DEMO_ACCOUNTS.resident,
      resident2: DEMO_ACCOUNTS.resident2,
      admin: DEMO_ACCOUNTS.admin,
      guard: DEMO_ACCOUNTS.guard,
    })) {
      const c = t.client();
      await c.login(email, DEMO_PASSWORD);
      const bell = (await c.get('/api/notifications/')).body;
      counts[who] = [bell.count, bell.unread_count];
      for (const n of bell.results) expect(n.link).toMatch(/^\/(resident|admin|security)\//);
    }
    // At least the entries the demo loads for each person.
    expect(counts.resident![0]).toBeGreaterThanOrEqual(3);
    expect(counts.resident![1]).toBeGreaterThanOrEqual(2);
    expect(counts.resident2![0]).toBeGreaterThanOrEqual(2);
    expect(counts.admin![0]).toBeGreaterThanOrEqual(1);
    expect(counts.guard![1]).toBeGreaterThanOrEqual(1);
  });
});
