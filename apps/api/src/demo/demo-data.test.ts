import { MSG } from '@estatehub/shared';
import { and, count, eq, gte, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { gateChecks, payments, receipts, subscriptionCharges, visitorCodes } from '../db/schema';
import { listActivities } from '../modules/activities/activities.queries';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loadDemoData } from './demo-data';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 * The estate's whole feed as stored, newest first: the sentences the feed shows and searches. The
 * demo's feed runs to hundreds of entries, more than one page of the shared feed helper.
 */
async function wholeFeed(estateId: number): Promise<string[]> {
  const { rows } = await listActivities(t.db, estateId, { page: 1, page_size: 1000 });
  return rows.map((r) => r.description);
}

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

    // This season's five dues in every display status, after a year of monthly service charges.
    const list = await admin.get('/api/dues/?page_size=100');
    type Due = { title: string; display_status: string; due_date: string };
    const isCharge = (d: Due) => d.title.startsWith('Service charge, ');
    const all = list.body.results as Due[];
    expect(list.body.count).toBe(16);
    expect(all.filter((d) => !isCharge(d)).map((d) => [d.title, d.display_status])).toEqual([
      ['Generator diesel', 'overdue'],
      ['Security levy', 'overdue'],
      ['Waste disposal', 'due_soon'],
      ['Estate maintenance', 'active'],
      ['Road repairs fund', 'active'],
    ]);
    const charges = all.filter(isCharge);
    expect(charges).toHaveLength(11);
    expect(charges.every((d) => d.display_status === 'overdue' && d.due_date.endsWith('-25'))).toBe(true);
    expect(new Set(charges.map((d) => d.due_date.slice(0, 7))).size).toBe(11);
    expect(list.body.summary).toEqual({
      overdue: { count: 13, total: 150_000 },
      due_soon: { count: 1, total: 5_000 },
      active: { count: 2, total: 200_000 },
    });
    // Each resident sees their own standing; Amaka's Pay Dues screen lists what she still owes.
    const standing = (res: { body: { results: { title: string; latest_payment_status: string | null }[] } }) =>
      Object.fromEntries(res.body.results.map((d) => [d.title, d.latest_payment_status]));
    const chargeStanding = (s: Record<string, string | null>) =>
      Object.entries(s)
        .filter(([title]) => title.startsWith('Service charge, '))
        .map(([, status]) => status);
    const amakas = standing(await amaka.get('/api/dues/?page_size=100'));
    expect(amakas).toMatchObject({
      'Generator diesel': 'approved',
      'Security levy': 'pending',
      'Waste disposal': null,
      'Estate maintenance': null,
      'Road repairs fund': null,
    });
    expect(chargeStanding(amakas)).toEqual(Array(11).fill('approved'));
    const tundes = standing(await tunde.get('/api/dues/?page_size=100'));
    expect(tundes).toMatchObject({
      'Generator diesel': 'approved',
      'Security levy': 'rejected',
      'Waste disposal': 'pending',
    });
    // Tunde skipped two months; the month his first transfer was rejected, he sent it again.
    expect(chargeStanding(tundes).sort()).toEqual([...Array(9).fill('approved'), null, null]);
    expect((await amaka.get('/api/dues/?unpaid=true')).body.count).toBe(4);
    expect((await tunde.get('/api/dues/?unpaid=true&page_size=100')).body.count).toBe(6);

    const records = await admin.get('/api/payments/');
    expect(records.body.counts).toEqual({ total: 26, approved: 22, pending: 2, rejected: 2 });
    const rejected = (await tunde.get('/api/payments/?status=rejected')).body.results;
    expect(rejected).toHaveLength(2);
    const levy = rejected.find((p: { due_title: string }) => p.due_title === 'Security levy');
    expect(levy).toMatchObject({ amount_paid: 20_000, has_receipt: false });
    expect(levy.rejection_reason).toContain('Please pay the ₦5,000 balance');

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
    expect(approved).toHaveLength(22);
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

    const feed = await wholeFeed(estateId);
    expect(feed).toContain('Ngozi Okafor approved Amaka Eze\'s payment of ₦15,000 for "Generator diesel"');
    expect(feed).toContain('Tunde Bakare submitted a payment of ₦5,000 for "Waste disposal"');
    expect(
      feed.some((e) => e.startsWith('Ngozi Okafor rejected Tunde Bakare\'s payment of ₦20,000 for "Security levy"')),
    ).toBe(true);
    const roads = all.find((d) => d.title === 'Road repairs fund')!;
    expect(feed).toContain(`Ngozi Okafor added the due "Road repairs fund" of ₦150,000, due ${roads.due_date}`);
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
    // The newest fifty: the last day or two at the gate.
    const checks = (await guard.get('/api/visitor-codes/checks/?page_size=50')).body;
    type Check = { result: string; code: string; visitor_name: string | null; guard_name: string };
    const results = checks.results as Check[];
    expect(new Set(results.map((c) => c.result))).toEqual(new Set(['valid', 'used', 'invalid', 'expired']));
    expect(results.every((c) => c.guard_name === 'Musa Ibrahim')).toBe(true);
    const invalid = results.filter((c) => c.result === 'invalid');
    expect(invalid.length).toBeGreaterThanOrEqual(2);
    expect(invalid.every((c) => c.visitor_name === null && /^\d{6}$/.test(c.code))).toBe(true);
    // Every used pass was let in by the guard: one admitted check each, and no admitted check without a pass.
    const used = await t.db
      .select({ id: visitorCodes.id })
      .from(visitorCodes)
      .where(and(eq(visitorCodes.estateId, estateId), isNotNull(visitorCodes.usedAt)));
    const admitted = await t.db
      .select({ codeId: gateChecks.visitorCodeId })
      .from(gateChecks)
      .where(and(eq(gateChecks.estateId, estateId), eq(gateChecks.result, 'valid')));
    expect(admitted.map((c) => c.codeId).sort()).toEqual(used.map((c) => c.id).sort());
    const admin = t.client();
    await admin.login(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    expect((await admin.get('/api/visitor-codes/checks/')).body.count).toBe(checks.count);
    expect(await wholeFeed(estateId)).toContain('Ifeoma Nwosu (Friend) was let in for Amaka Eze by Musa Ibrahim');

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
    expect(await wholeFeed(estateId)).toContain('Tunde Bakare removed Grace Udo (Cleaner): Moved back to Calabar');
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
    expect(await wholeFeed(estateId)).toContain(
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
    expect(await wholeFeed(estateId)).toContain(
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

  it('fills the feed and the charts: every kind over three months, a year of dues, a month at the gate', async () => {
    const admin = t.client();
    const estateId = (await admin.login(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)).body.estate;
    const feed = async (query: string) => (await admin.get(`/api/activity-log/?${query}`)).body;

    // The type filter offers every kind, and each kind has entries within Last 3 Months.
    const kinds = ['resident', 'payment', 'visitor', 'announcement', 'due', 'alert', 'staff'];
    expect((await feed('')).types).toEqual(kinds);
    for (const kind of kinds) expect((await feed(`type=${kind}&period=3months`)).count, kind).toBeGreaterThan(0);
    // Spread over the months, not bunched in one week: each time filter finds more than the one before.
    const counts = [];
    for (const period of ['today', '7d', 'month', '3months', 'all'])
      counts.push((await feed(`period=${period}`)).count);
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThan(counts[i - 1]!);
    // Bounded: a few hundred entries, every one with its sentence stored for the search.
    expect(counts.at(-1)).toBeLessThan(500);
    expect((await wholeFeed(estateId)).filter((text) => text === '')).toEqual([]);
    expect((await feed('search=Kelechi')).results.map((a: { description: string }) => a.description)).toEqual([
      'Kelechi Umeh (kelechi.umeh@example.ng) was removed by Ngozi Okafor',
      'Kelechi Umeh asked to delete their account: Relocating to Abuja for work',
      'Kelechi Umeh was approved by Ngozi Okafor',
      'Kelechi Umeh registered as a resident and awaits approval',
    ]);

    const charts = (await admin.get('/api/dashboard/charts/')).body;
    // Dues: each of the eleven months before this one had a service charge due and paid; Tunde's
    // skipped months collected half, so the bars are not flat.
    const past = charts.dues_by_month.slice(0, -1) as { collected: number; due: number }[];
    expect(charts.dues_by_month).toHaveLength(12);
    expect(past.every((m) => m.due > 0 && m.collected > 0)).toBe(true);
    expect(new Set(past.map((m) => m.collected)).size).toBeGreaterThan(1);
    expect(charts.payments_by_status).toEqual({ pending: 2, approved: 22, rejected: 2 });
    // The gate: visitors let in on every day of the last thirty but today (whose count depends on the hour).
    const days = charts.gate_checkins as { count: number }[];
    expect(days).toHaveLength(30);
    expect(days.slice(0, -1).every((d) => d.count > 0)).toBe(true);
    const [admittedInWindow] = await t.db
      .select({ n: count() })
      .from(gateChecks)
      .where(
        and(
          eq(gateChecks.estateId, estateId),
          eq(gateChecks.result, 'valid'),
          gte(gateChecks.createdAt, new Date(`${charts.gate_checkins[0].date}T00:00:00+01:00`)),
        ),
      );
    expect(days.reduce((sum, d) => sum + d.count, 0)).toBe(admittedInWindow!.n);
  });
});
