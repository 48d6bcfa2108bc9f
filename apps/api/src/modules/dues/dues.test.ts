import { addDaysToDay, DUE_MSG, MONEY_MSG, MSG } from '@estatehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedTexts } from '../../../test/activity-feed';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { dues, payments } from '../../db/schema';
import { advanceToLagosTime, lagosToday, seedDue, seedPayment } from './dues.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  // Well inside a Lagos day, so "today" cannot turn over halfway through a test.
  advanceToLagosTime(t, 12);
});
afterAll(() => t.close());

/** A fresh estate with its admin and two residents signed in, and a guard. */
async function estateWithPeople() {
  const estateId = (await t.createEstate()).id;
  const sign = async (role: 'admin' | 'resident' | 'security') => {
    const user = await t.createUser({ estateId, role, firstName: role === 'admin' ? 'Ada' : 'Res', lastName: 'Obi' });
    const client = t.client();
    expect((await client.login(user.email, PASSWORD)).status).toBe(200);
    return { user, client };
  };
  return {
    estateId,
    admin: await sign('admin'),
    resident: await sign('resident'),
    resident2: await sign('resident'),
    guard: await sign('security'),
  };
}

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Security levy',
  amount: 25000,
  description: 'Guards for the quarter',
  due_date: addDaysToDay(lagosToday(t), 10),
  ...over,
});

const titles = (res: { body: { results: { title: string }[] } }) => res.body.results.map((d) => d.title);

describe('creating and editing dues', () => {
  it('the admin creates a due: 201 with the due in naira, stored in kobo, and an activity entry', async () => {
    const { estateId, admin } = await estateWithPeople();
    const res = await admin.client.post('/api/dues/', body({ amount: '1500.50', due_date: lagosToday(t) }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: 'Security levy',
      amount: 1500.5,
      description: 'Guards for the quarter',
      due_date: lagosToday(t),
      display_status: 'due_soon',
      latest_payment_status: null,
      created_at: expect.any(String),
    });
    const [row] = await t.db.select().from(dues).where(eq(dues.id, res.body.id));
    expect(row).toMatchObject({ estateId, amountKobo: 150050, createdBy: admin.user.id, archivedAt: null });
    expect(await feedTexts(t, estateId)).toContain(
      `Ada Obi added the due "Security levy" of ₦1,500.50, due ${lagosToday(t)}`,
    );
  });

  it('every field rule answers with its message word for word', async () => {
    const { admin } = await estateWithPeople();
    const empty = await admin.client.post('/api/dues/', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ title: [MSG.required], amount: [MSG.required], due_date: [MSG.required] });

    const bad = await admin.client.post('/api/dues/', body({ amount: -1, due_date: '2026-02-30' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ amount: [MONEY_MSG.amount], due_date: [DUE_MSG.date] });

    const decimals = await admin.client.post('/api/dues/', body({ amount: 10.005 }));
    expect(decimals.body).toEqual({ amount: [MONEY_MSG.amountDecimals] });
    const huge = await admin.client.post('/api/dues/', body({ amount: 1_000_000_001 }));
    expect(huge.body).toEqual({ amount: [MONEY_MSG.amountTooLarge] });

    const past = await admin.client.post('/api/dues/', body({ due_date: addDaysToDay(lagosToday(t), -1) }));
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ due_date: [DUE_MSG.pastDate] });

    // Zero is a valid amount (min 0), and the description is optional.
    const zero = await admin.client.post('/api/dues/', { title: 'Free', amount: 0, due_date: lagosToday(t) });
    expect(zero.status).toBe(201);
    expect(zero.body).toMatchObject({ amount: 0, description: '' });
  });

  it('the admin edits a due; a past date stays allowed only when unchanged', async () => {
    const { estateId, admin } = await estateWithPeople();
    const yesterday = addDaysToDay(lagosToday(t), -1);
    const id = await seedDue(t, estateId, { title: 'Old levy', dueDate: yesterday });

    const same = await admin.client.put(
      `/api/dues/${id}/`,
      body({ title: 'Old levy (corrected)', due_date: yesterday }),
    );
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ id, title: 'Old levy (corrected)', amount: 25000, display_status: 'overdue' });

    const moved = await admin.client.put(`/api/dues/${id}/`, body({ due_date: addDaysToDay(yesterday, -1) }));
    expect(moved.status).toBe(400);
    expect(moved.body).toEqual({ due_date: [DUE_MSG.pastDate] });

    const future = await admin.client.put(`/api/dues/${id}/`, body({ amount: 30000.25 }));
    expect(future.status).toBe(200);
    expect(future.body).toMatchObject({ amount: 30000.25, display_status: 'active' });
    const [row] = await t.db.select().from(dues).where(eq(dues.id, id));
    expect(row!.amountKobo).toBe(3_000_025);

    const invalid = await admin.client.put(`/api/dues/${id}/`, body({ title: '  ' }));
    expect(invalid.body).toEqual({ title: [MSG.required] });
    expect(await feedTexts(t, estateId)).toContain('Ada Obi updated the due "Security levy"');
  });

  it("only the estate's admin writes: others are refused and nothing changes", async () => {
    const { estateId, resident, guard } = await estateWithPeople();
    const other = await estateWithPeople();
    const id = await seedDue(t, estateId, { title: 'Kept', dueDate: addDaysToDay(lagosToday(t), 5) });
    const count = async () => (await t.db.select().from(dues).where(eq(dues.estateId, estateId))).length;

    expect((await resident.client.post('/api/dues/', body())).status).toBe(403);
    expect((await guard.client.post('/api/dues/', body())).status).toBe(403);
    expect((await resident.client.put(`/api/dues/${id}/`, body())).status).toBe(403);
    expect((await resident.client.delete(`/api/dues/${id}/`)).status).toBe(403);
    expect((await t.client().post('/api/dues/', body())).status).toBe(401);
    // Another estate's admin does not learn the due exists.
    expect((await other.admin.client.put(`/api/dues/${id}/`, body({ title: 'Taken' }))).status).toBe(404);
    expect((await other.admin.client.delete(`/api/dues/${id}/`)).status).toBe(404);
    expect((await other.admin.client.post(`/api/dues/${id}/remind/`)).status).toBe(404);
    expect(await count()).toBe(1);
    const [row] = await t.db.select().from(dues).where(eq(dues.id, id));
    expect(row).toMatchObject({ title: 'Kept', archivedAt: null, lastRemindedAt: null });
    expect((await other.admin.client.get('/api/dues/')).body.count).toBe(0);
  });
});

describe('deleting dues', () => {
  it('a due without payments is deleted', async () => {
    const { estateId, admin } = await estateWithPeople();
    const created = await admin.client.post('/api/dues/', body({ title: 'Mistake' }));
    const res = await admin.client.delete(`/api/dues/${created.body.id}/`);
    expect(res.status).toBe(204);
    expect(await t.db.select().from(dues).where(eq(dues.id, created.body.id))).toEqual([]);
    expect(await feedTexts(t, estateId)).toContain('Ada Obi deleted the due "Mistake"');
  });

  it('a due with payments is archived: its payment stays, it leaves the lists, and it is gone for edits', async () => {
    const { estateId, admin, resident } = await estateWithPeople();
    const id = await seedDue(t, estateId, { title: 'Paid levy', dueDate: addDaysToDay(lagosToday(t), 3) });
    const paymentId = await seedPayment(t, { estateId, dueId: id, residentId: resident.user.id, status: 'approved' });

    expect((await admin.client.delete(`/api/dues/${id}/`)).status).toBe(204);
    const [row] = await t.db.select().from(dues).where(eq(dues.id, id));
    expect(row!.archivedAt).toBeInstanceOf(Date);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ dueId: id, status: 'approved' });

    expect(titles(await admin.client.get('/api/dues/'))).toEqual([]);
    expect(titles(await resident.client.get('/api/dues/'))).toEqual([]);
    expect((await admin.client.put(`/api/dues/${id}/`, body())).status).toBe(404);
    expect((await admin.client.delete(`/api/dues/${id}/`)).status).toBe(404);
    expect((await admin.client.post(`/api/dues/${id}/remind/`)).status).toBe(404);
    expect(await feedTexts(t, estateId)).toContain('Ada Obi archived the due "Paid levy"');
  });
});

describe('the dues list', () => {
  it('residents and admins read it, ordered by due date; guards are refused; signed out is 401', async () => {
    const { estateId, admin, resident, guard } = await estateWithPeople();
    const today = lagosToday(t);
    await seedDue(t, estateId, { title: 'Later', dueDate: addDaysToDay(today, 30) });
    await seedDue(t, estateId, { title: 'B same day', dueDate: addDaysToDay(today, 2) });
    await seedDue(t, estateId, { title: 'A same day', dueDate: addDaysToDay(today, 2) });
    await seedDue(t, estateId, { title: 'Earlier', dueDate: addDaysToDay(today, -4) });

    const forAdmin = await admin.client.get('/api/dues/');
    expect(forAdmin.status).toBe(200);
    // Same day: the older due (lower id) first.
    expect(titles(forAdmin)).toEqual(['Earlier', 'B same day', 'A same day', 'Later']);
    expect(titles(await resident.client.get('/api/dues/'))).toEqual(titles(forAdmin));
    const refused = await guard.client.get('/api/dues/');
    expect(refused.status).toBe(403);
    expect((await t.client().get('/api/dues/')).status).toBe(401);
  });

  it('display statuses follow the calendar day in Lagos, turning over at its midnight', async () => {
    const { estateId, admin } = await estateWithPeople();
    advanceToLagosTime(t, 23, 59);
    const today = lagosToday(t);
    const seed = (title: string, days: number) => seedDue(t, estateId, { title, dueDate: addDaysToDay(today, days) });
    await seed('yesterday', -1);
    await seed('today', 0);
    await seed('in 7 days', 7);
    await seed('in 8 days', 8);
    const statuses = async () =>
      Object.fromEntries(
        (await admin.client.get('/api/dues/')).body.results.map((d: { title: string; display_status: string }) => [
          d.title,
          d.display_status,
        ]),
      );

    expect(await statuses()).toEqual({
      yesterday: 'overdue',
      today: 'due_soon',
      'in 7 days': 'due_soon',
      'in 8 days': 'active',
    });
    // 00:01 the next day in Lagos (23:01 UTC): "today" is now overdue, "in 8 days" is due soon.
    t.clock.advance(120);
    expect(lagosToday(t)).toBe(addDaysToDay(today, 1));
    expect(await statuses()).toEqual({
      yesterday: 'overdue',
      today: 'overdue',
      'in 7 days': 'due_soon',
      'in 8 days': 'due_soon',
    });
    // A new due for the new day is accepted; the old day is now the past.
    expect((await admin.client.post('/api/dues/', body({ due_date: addDaysToDay(today, 1) }))).status).toBe(201);
    expect((await admin.client.post('/api/dues/', body({ due_date: today }))).body).toEqual({
      due_date: [DUE_MSG.pastDate],
    });
    advanceToLagosTime(t, 12);
  });

  it('search (escaped), status filter, paging and the summary run together', async () => {
    const { estateId, admin } = await estateWithPeople();
    const today = lagosToday(t);
    const seed = (title: string, days: number, naira: number) =>
      seedDue(t, estateId, { title, dueDate: addDaysToDay(today, days), amountKobo: naira * 100 });
    await seed('Water_bill', -3, 5000);
    await seed('Waterxbill', 1, 7000.5);
    await seed('WATER pump', 20, 100000);
    await seed('100% levy', 2, 1000);
    await seed('Road fund', 40, 250000);
    await seed('Old water', -10, 3000);

    const all = await admin.client.get('/api/dues/');
    expect(all.body.count).toBe(6);
    expect(all.body.summary).toEqual({
      overdue: { count: 2, total: 8000 },
      due_soon: { count: 2, total: 8000.5 },
      active: { count: 2, total: 350000 },
    });

    // LIKE wildcards are literal.
    expect(titles(await admin.client.get('/api/dues/?search=_'))).toEqual(['Water_bill']);
    expect(titles(await admin.client.get('/api/dues/?search=100%25'))).toEqual(['100% levy']);

    const water = await admin.client.get('/api/dues/?search=water');
    expect(titles(water)).toEqual(['Old water', 'Water_bill', 'Waterxbill', 'WATER pump']);
    // The summary covers the searched set, whatever the status filter.
    const waterSummary = {
      overdue: { count: 2, total: 8000 },
      due_soon: { count: 1, total: 7000.5 },
      active: { count: 1, total: 100000 },
    };
    expect(water.body.summary).toEqual(waterSummary);
    const overdueWater = await admin.client.get('/api/dues/?search=water&status=overdue');
    expect(overdueWater.body).toMatchObject({ count: 2, summary: waterSummary });
    expect(titles(overdueWater)).toEqual(['Old water', 'Water_bill']);
    expect(titles(await admin.client.get('/api/dues/?status=due_soon'))).toEqual(['Waterxbill', '100% levy']);
    expect(titles(await admin.client.get('/api/dues/?status=active'))).toEqual(['WATER pump', 'Road fund']);

    const page2 = await admin.client.get('/api/dues/?page=2&page_size=4');
    expect(page2.body.count).toBe(6);
    expect(titles(page2)).toEqual(['WATER pump', 'Road fund']);
    expect(titles(await admin.client.get('/api/dues/?page=3&page_size=4'))).toEqual([]);

    expect((await admin.client.get('/api/dues/?status=late')).status).toBe(400);
    expect((await admin.client.get('/api/dues/?page_size=101')).status).toBe(400);
    const none = await admin.client.get('/api/dues/?search=nothing');
    expect(none.body).toEqual({
      count: 0,
      results: [],
      summary: { overdue: { count: 0, total: 0 }, due_soon: { count: 0, total: 0 }, active: { count: 0, total: 0 } },
    });
  });

  it('a resident sees their own latest payment status of each due; unpaid=true keeps the ones they still owe', async () => {
    const { estateId, admin, resident, resident2 } = await estateWithPeople();
    const today = lagosToday(t);
    const due = (title: string, days: number) => seedDue(t, estateId, { title, dueDate: addDaysToDay(today, days) });
    const [approved, rejected, pending, none, tie] = [
      await due('approved last', 1),
      await due('rejected last', 2),
      await due('pending last', 3),
      await due('no payment', 4),
      await due('same instant', 5),
    ];
    const me = resident.user.id;
    const at = (minutesAgo: number) => new Date(t.clock.now().getTime() - minutesAgo * 60_000);
    const pay = (dueId: number, status: 'pending' | 'approved' | 'rejected', minutesAgo: number, residentId = me) =>
      seedPayment(t, { estateId, dueId, residentId, status, createdAt: at(minutesAgo) });
    await pay(approved, 'rejected', 30);
    await pay(approved, 'approved', 10);
    await pay(rejected, 'approved', 30);
    await pay(rejected, 'rejected', 10);
    await pay(pending, 'pending', 5);
    // Another resident's payment says nothing about mine.
    await pay(none, 'approved', 5, resident2.user.id);
    // Created at the same instant: the later row (higher id) is the latest.
    await pay(tie, 'pending', 1);
    await pay(tie, 'approved', 1);

    const statusByTitle = (res: { body: { results: { title: string; latest_payment_status: string | null }[] } }) =>
      Object.fromEntries(res.body.results.map((d) => [d.title, d.latest_payment_status]));
    expect(statusByTitle(await resident.client.get('/api/dues/'))).toEqual({
      'approved last': 'approved',
      'rejected last': 'rejected',
      'pending last': 'pending',
      'no payment': null,
      'same instant': 'approved',
    });
    const unpaid = await resident.client.get('/api/dues/?unpaid=true');
    expect(titles(unpaid)).toEqual(['rejected last', 'pending last', 'no payment']);
    expect(unpaid.body.count).toBe(3);
    expect(titles(await resident2.client.get('/api/dues/?unpaid=true'))).toEqual([
      'approved last',
      'rejected last',
      'pending last',
      'same instant',
    ]);
    // Admins see no payment status of their own.
    const forAdmin = statusByTitle(await admin.client.get('/api/dues/'));
    expect(Object.values(forAdmin)).toEqual([null, null, null, null, null]);
    expect((await resident.client.get('/api/dues/?unpaid=maybe')).status).toBe(400);
  });
});
