import {
  type AdminDashboard,
  addMonthsToMonth,
  CHART_DAYS,
  CHART_MONTHS,
  type DashboardCharts,
  lagosDay,
  lagosMidnight,
  type ResidentDashboard,
} from '@estatehub/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import {
  alerts,
  announcements,
  dues,
  gateChecks,
  leadershipMembers,
  payments,
  staffMembers,
  subscriptions,
  visitorCodes,
} from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ago = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000);
const dayFromToday = (days: number) => lagosDay(new Date(t.clock.now().getTime() + days * 86_400_000));
let seq = 0;

async function signedIn(estateId: number, role: 'admin' | 'resident' | 'security', over = {}) {
  const user = await t.createUser({ estateId, role, firstName: 'Ada', lastName: `Obi${++seq}`, ...over });
  const client = t.client();
  expect((await client.login(user.email, PASSWORD)).status).toBe(200);
  return { user, client };
}

/** An estate with known figures of every kind, and the same kinds of rows in another estate. */
async function arrangedEstate() {
  const estate = await t.createEstate({ name: `Palm Grove Dashboard ${++seq}` });
  const admin = await signedIn(estate.id, 'admin');
  const resident = await signedIn(estate.id, 'resident');
  const other = await t.createUser({ estateId: estate.id, role: 'resident' });
  const guard = await signedIn(estate.id, 'security');
  // Two residents awaiting approval; admins are never counted.
  await t.createUser({ estateId: estate.id, role: 'resident', isApproved: false });
  await t.createUser({ estateId: estate.id, role: 'security', isApproved: false });

  const [soon, later, far] = await t.db
    .insert(dues)
    .values([
      { estateId: estate.id, title: 'Security levy', amountKobo: 500_000, dueDate: dayFromToday(10) },
      { estateId: estate.id, title: 'Waste', amountKobo: 250_050, dueDate: dayFromToday(25) },
      { estateId: estate.id, title: 'Road repair', amountKobo: 1_000_000, dueDate: dayFromToday(45) },
    ])
    .returning();
  await t.db.insert(dues).values([
    { estateId: estate.id, title: 'Gate repair', amountKobo: 1_000, dueDate: dayFromToday(-3) },
    { estateId: estate.id, title: 'Archived', amountKobo: 1, dueDate: dayFromToday(5), archivedAt: ago(1) },
  ]);
  const pay = (dueId: number, residentId: number, status: 'pending' | 'approved' | 'rejected', minutesAgo: number) => ({
    estateId: estate.id,
    dueId,
    residentId,
    payerName: 'Payer',
    amountPaidKobo: 500_000,
    evidenceKey: 'evidence/x.png',
    evidenceMime: 'image/png',
    status,
    rejectionReason: status === 'rejected' ? 'Blurry evidence' : '',
    createdAt: ago(minutesAgo),
  });
  await t.db
    .insert(payments)
    .values([
      pay(soon!.id, resident.user.id, 'rejected', 30),
      pay(soon!.id, resident.user.id, 'pending', 10),
      pay(later!.id, resident.user.id, 'rejected', 5),
      pay(far!.id, other.id, 'approved', 60),
      pay(far!.id, other.id, 'pending', 50),
    ]);
  const code = (residentId: number, n: number, used: boolean, expiresIn: number) => ({
    estateId: estate.id,
    residentId,
    visitorName: `Visitor ${n}`,
    purpose: 'family' as const,
    code: String(100000 + n),
    live: !used && expiresIn > 0,
    createdAt: ago(100 - n),
    expiresAt: new Date(t.clock.now().getTime() + expiresIn * 60_000),
    usedAt: used ? ago(1) : null,
  });
  await t.db
    .insert(visitorCodes)
    .values([
      ...Array.from({ length: 6 }, (_, i) => code(resident.user.id, i + 1, i === 5, i === 4 ? -10 : 20)),
      code(other.id, 7, false, 20),
    ]);
  await t.db.insert(alerts).values(
    Array.from({ length: 6 }, (_, i) => ({
      estateId: estate.id,
      senderId: i < 2 ? resident.user.id : admin.user.id,
      senderRole: i < 2 ? ('resident' as const) : ('admin' as const),
      senderName: `Sender ${i}`,
      senderEmail: `sender${i}@example.ng`,
      alertType: 'fire' as const,
      createdAt: ago(60 - i),
    })),
  );
  const staff = (residentId: number, n: number, status: 'active' | 'removed') => ({
    estateId: estate.id,
    residentId,
    name: `Staff ${n}`,
    role: 'cook',
    phoneNumber: `0801234${String(seq * 10 + n).padStart(4, '0')}`,
    uniqueId: `DSH${seq}${n}${Math.random().toString(36).slice(2, 8)}`,
    status,
  });
  await t.db
    .insert(staffMembers)
    .values([
      staff(resident.user.id, 1, 'active'),
      staff(resident.user.id, 2, 'removed'),
      staff(other.id, 3, 'active'),
    ]);
  await t.db.insert(leadershipMembers).values({ estateId: estate.id, userId: admin.user.id, position: 'Chairman' });
  await t.db.insert(announcements).values(
    Array.from({ length: 6 }, (_, i) => ({
      estateId: estate.id,
      title: `Notice ${i}`,
      message: 'Body',
      createdByName: 'Ada Obi',
      createdAt: ago(40 - i),
      updatedAt: ago(40 - i),
    })),
  );
  await t.db.insert(gateChecks).values([
    { estateId: estate.id, guardName: 'Guard', code: '100001', result: 'valid', createdAt: ago(0) },
    { estateId: estate.id, guardName: 'Guard', code: '999999', result: 'invalid', createdAt: ago(0) },
  ]);
  return { estate, admin, resident, guard };
}

/** The estate's newest announcement as stored, in the API's shape: both dashboards list it first. */
async function newestNoticeStored(estateId: number) {
  const [row] = await t.db
    .select()
    .from(announcements)
    .where(eq(announcements.estateId, estateId))
    .orderBy(desc(announcements.createdAt))
    .limit(1);
  return {
    id: row!.id,
    title: 'Notice 5',
    message: 'Body',
    created_by_name: 'Ada Obi',
    created_at: row!.createdAt.toISOString(),
    updated_at: row!.updatedAt.toISOString(),
  };
}

describe('GET /api/dashboard/', () => {
  let p: Awaited<ReturnType<typeof arrangedEstate>>;
  beforeAll(async () => {
    // Another estate with rows of every kind first, so any leak would change a number.
    await arrangedEstate();
    p = await arrangedEstate();
  });

  it('an admin gets every summary field of their own estate', async () => {
    const res = await p.admin.client.get('/api/dashboard/');
    expect(res.status).toBe(200);
    const d = res.body as AdminDashboard;
    expect(d).toMatchObject({
      role: 'admin',
      estate: { id: p.estate.id, name: p.estate.name },
      subscription_active: true,
      total_residents: 5,
      pending_residents: 2,
      pending_payments: 2,
      estate_dues_count: 4,
      visitor_codes_generated: 7,
      total_alerts: 6,
      staff: { active: 2, total: 3 },
    });
    expect(d.estate_dues.map((x) => [x.title, x.amount])).toEqual([
      ['Gate repair', 10],
      ['Security levy', 5000],
      ['Waste', 2500.5],
      ['Road repair', 10000],
    ]);
    expect(d.leadership).toEqual([
      expect.objectContaining({ name: `${p.admin.user.firstName} ${p.admin.user.lastName}`, position: 'Chairman' }),
    ]);
    expect(d.announcements.map((a) => a.title)).toEqual(['Notice 5', 'Notice 4', 'Notice 3', 'Notice 2', 'Notice 1']);
    expect(d.recent_alerts.map((a) => a.sender_name)).toEqual([
      'Sender 5',
      'Sender 4',
      'Sender 3',
      'Sender 2',
      'Sender 1',
    ]);
    const [newestAlert] = await t.db
      .select()
      .from(alerts)
      .where(eq(alerts.estateId, p.estate.id))
      .orderBy(desc(alerts.createdAt))
      .limit(1);
    expect(d.recent_alerts[0]).toEqual({
      id: newestAlert!.id,
      alert_type: 'fire',
      sender_name: 'Sender 5',
      sender_email: 'sender5@example.ng',
      other_reason: '',
      created_at: newestAlert!.createdAt.toISOString(),
    });
    expect(d.announcements[0]).toEqual(await newestNoticeStored(p.estate.id));
  });

  it('a lapsed admin still reads the dashboard, marked inactive', async () => {
    await t.db
      .update(subscriptions)
      .set({ status: 'inactive', nextBillingDate: ago(60 * 24 * 10) })
      .where(eq(subscriptions.userId, p.admin.user.id));
    const res = await p.admin.client.get('/api/dashboard/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'admin', subscription_active: false, total_residents: 5 });
    expect((await p.admin.client.get('/api/dashboard/charts/')).status).toBe(200);
  });

  it('a resident gets their own figures: codes, pending payments, dues in 30 days with status, staff, alerts', async () => {
    const res = await p.resident.client.get('/api/dashboard/');
    expect(res.status).toBe(200);
    const d = res.body as ResidentDashboard;
    expect(d).toMatchObject({
      role: 'resident',
      estate: { id: p.estate.id },
      visitor_codes_generated: 6,
      pending_payments: 1,
      active_staff: 1,
      alerts_sent: 2,
    });
    // Road repair falls due beyond 30 days; the archived due is gone; the status is the latest payment's.
    expect(d.upcoming_dues.map((x) => [x.title, x.amount, x.latest_payment_status, x.note])).toEqual([
      ['Security levy', 5000, 'pending', ''],
      ['Waste', 2500.5, 'rejected', 'Blurry evidence'],
    ]);
    expect(d.recent_visitors.map((v) => [v.visitor_name, v.is_used])).toEqual([
      ['Visitor 6', true],
      ['Visitor 5', false],
      ['Visitor 4', false],
      ['Visitor 3', false],
      ['Visitor 2', false],
    ]);
    expect(new Date(d.recent_visitors[1]!.expires_at).getTime()).toBeLessThan(t.clock.now().getTime());
    expect(d.announcements).toHaveLength(5);
    expect(d.announcements[0]).toEqual(await newestNoticeStored(p.estate.id));
  });

  it('a guard gets the gate summary for today', async () => {
    const res = await p.guard.client.get('/api/dashboard/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      role: 'security',
      estate: { id: p.estate.id, name: p.estate.name },
      checks_today: 2,
      admitted_today: 1,
    });
  });

  it('a new estate’s admin sees zeros and empty lists, never another estate’s numbers', async () => {
    const estate = await t.createEstate();
    const admin = await signedIn(estate.id, 'admin');
    const res = await admin.client.get('/api/dashboard/');
    expect(res.body).toMatchObject({
      estate: { id: estate.id },
      total_residents: 0,
      pending_residents: 0,
      pending_payments: 0,
      estate_dues: [],
      estate_dues_count: 0,
      visitor_codes_generated: 0,
      leadership: [],
      announcements: [],
      total_alerts: 0,
      recent_alerts: [],
      staff: { active: 0, total: 0 },
    });
    const charts = (await admin.client.get('/api/dashboard/charts/')).body as DashboardCharts;
    expect(charts.payments_by_status).toEqual({ pending: 0, approved: 0, rejected: 0 });
    expect(charts.dues_by_month.every((m) => m.collected === 0 && m.due === 0)).toBe(true);
    expect(charts.gate_checkins.every((d) => d.count === 0)).toBe(true);
  });
});

describe('GET /api/dashboard/charts/', () => {
  it('sums approved payments per month against what fell due, counts payments by status, and admitted visitors per day', async () => {
    const p = await arrangedEstate();
    const res = await p.admin.client.get('/api/dashboard/charts/');
    expect(res.status).toBe(200);
    const c = res.body as DashboardCharts;
    expect(c.dues_by_month).toHaveLength(12);
    expect(c.gate_checkins).toHaveLength(30);
    expect(c.dues_by_month.at(-1)!.month).toBe(lagosDay(t.clock.now()).slice(0, 7));
    const collectedIn = (month: string) => c.dues_by_month.find((m) => m.month === month)?.collected;
    expect(collectedIn(lagosDay(ago(60)).slice(0, 7))).toBe(5000);
    // Each live due falling in a month, times the two approved residents (guards pay no dues).
    const dueIn = (month: string) => c.dues_by_month.find((m) => m.month === month)?.due ?? 0;
    const expected = new Map<string, number>();
    for (const [days, naira] of [
      [-3, 10],
      [10, 5000],
      [25, 2500.5],
    ] as const) {
      const m = dayFromToday(days).slice(0, 7);
      expected.set(m, (expected.get(m) ?? 0) + naira * 2);
    }
    expect(dueIn(dayFromToday(-3).slice(0, 7))).toBeGreaterThan(0);
    for (const [month, naira] of expected)
      if (c.dues_by_month.some((m) => m.month === month)) expect(dueIn(month)).toBeCloseTo(naira, 2);
    expect(c.payments_by_status).toEqual({ pending: 2, approved: 1, rejected: 2 });
    expect(c.gate_checkins.at(-1)).toEqual({ date: lagosDay(t.clock.now()), count: 1 });
    expect(c.gate_checkins.slice(0, -1).every((d) => d.count === 0)).toBe(true);
  });

  it('counts from the first Lagos day of the 12 months and of the 30 days shown, not a minute before', async () => {
    const p = await arrangedEstate();
    const [due] = await t.db.select().from(dues).where(eq(dues.estateId, p.estate.id)).limit(1);
    const firstMonth = addMonthsToMonth(lagosDay(t.clock.now()).slice(0, 7), -(CHART_MONTHS - 1));
    const firstDay = dayFromToday(-(CHART_DAYS - 1));
    const minuteBefore = (at: Date) => new Date(at.getTime() - 60_000);
    const approved = (createdAt: Date) => ({
      estateId: p.estate.id,
      dueId: due!.id,
      payerName: 'Payer',
      amountPaidKobo: 100_00,
      evidenceKey: 'evidence/x.png',
      evidenceMime: 'image/png',
      status: 'approved' as const,
      createdAt,
    });
    const monthStart = lagosMidnight(`${firstMonth}-01`);
    await t.db.insert(payments).values([approved(monthStart), approved(minuteBefore(monthStart))]);
    const dayStart = lagosMidnight(firstDay);
    const admitted = (createdAt: Date) => ({
      estateId: p.estate.id,
      guardName: 'Guard',
      code: '100001',
      result: 'valid' as const,
      createdAt,
    });
    await t.db.insert(gateChecks).values([admitted(dayStart), admitted(dayStart), admitted(minuteBefore(dayStart))]);

    const c = (await p.admin.client.get('/api/dashboard/charts/')).body as DashboardCharts;
    expect(c.dues_by_month[0]).toMatchObject({ month: firstMonth, collected: 100 });
    expect(c.gate_checkins[0]).toEqual({ date: firstDay, count: 2 });
    // The minute before each window is in no bar, and still in the estate's payments by status.
    expect(c.dues_by_month.reduce((sum, m) => sum + m.collected, 0)).toBe(5000 + 100);
    expect(c.gate_checkins.reduce((sum, d) => sum + d.count, 0)).toBe(2 + 1);
    expect(c.payments_by_status).toEqual({ pending: 2, approved: 3, rejected: 2 });
  });
});
