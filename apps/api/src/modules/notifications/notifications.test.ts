import { addDaysToDay, lagosDay, NOTIFICATIONS_MAX_PAGE_SIZE } from '@estatehub/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { liveEvents, notifications } from '../../db/schema';
import { emit } from '../../events/emit';
import { sendScheduledReminders } from '../dues/dues.service';
import { addDue, seedPayment } from '../payments/payments.test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Person = Omit<Parameters<TestApp['createUser']>[0], 'estateId'>;

/** A fresh estate; `signIn` adds a person of it (approved unless told) with their own signed-in client. */
async function estate() {
  const { id: estateId } = await t.createEstate();
  const signIn = async (values: Person = {}) => {
    const user = await t.createUser({ estateId, ...values });
    const client = t.client();
    expect((await client.login(user.email, PASSWORD)).status).toBe(200);
    return { user, client };
  };
  return { estateId, signIn };
}

type Client = ReturnType<TestApp['client']>;
const bell = async (c: Client) => (await c.get('/api/notifications/')).body;
const kinds = async (c: Client) => (await bell(c)).results.map((n: { kind: string }) => n.kind);

/** The live `notification` events stored for a person's stream. */
const liveFor = async (userId: number) =>
  (
    await t.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, userId), eq(liveEvents.type, 'notification')))
  ).map((e) => e.data);

describe('entries from their real triggers', () => {
  it('account approved: the admin approves a resident, who is told, with a link to their dashboard', async () => {
    const { estateId, signIn } = await estate();
    const admin = await signIn({ role: 'admin' });
    const pending = await t.createUser({ estateId, isApproved: false, firstName: 'Ngozi' });
    expect((await admin.client.post(`/api/admin/approve-resident/${pending.id}/`)).status).toBe(200);
    await t.jobs.runDue();

    const client = t.client();
    expect((await client.login(pending.email, PASSWORD)).status).toBe(200);
    const page = await bell(client);
    expect(page).toEqual({
      count: 1,
      unread_count: 1,
      results: [
        {
          id: expect.any(Number),
          kind: 'resident.approved',
          title: 'Your account has been approved',
          body: 'Welcome to EstateHub. Everything your estate offers is now open to you.',
          link: '/resident/dashboard',
          read: false,
          created_at: expect.any(String),
        },
      ],
    });
    // Told live too: the event carries the entry and the new unread count.
    expect(await liveFor(pending.id)).toEqual([
      expect.objectContaining({ id: page.results[0].id, kind: 'resident.approved', unread_count: 1 }),
    ]);
    expect(await kinds(admin.client)).toEqual([]);
  });

  it('payment approved and rejected: the payer is told, linked to Pay Dues; nobody else is', async () => {
    const { estateId, signIn } = await estate();
    const admin = await signIn({ role: 'admin' });
    const payer = await signIn({ firstName: 'Tunde' });
    const neighbour = await signIn();
    const due = await addDue(t, estateId, { title: 'Water levy', amountKobo: 1_250_050 });
    const first = await seedPayment(t, { estateId, dueId: due.id, resident: payer.user, amountPaidKobo: 1_250_050 });
    const second = await seedPayment(t, { estateId, dueId: due.id, resident: payer.user });

    expect((await admin.client.post(`/api/admin/approve-payment/${first.id}/`)).status).toBe(200);
    expect(
      (await admin.client.post(`/api/admin/reject-payment/${second.id}/`, { reason: 'Wrong amount' })).status,
    ).toBe(200);
    await t.jobs.runDue();

    const page = await bell(payer.client);
    expect(page.unread_count).toBe(2);
    expect(page.results).toEqual([
      expect.objectContaining({
        kind: 'payment.rejected',
        title: 'Payment rejected',
        body: 'Your payment of ₦25,000 for "Water levy" was rejected. Reason: Wrong amount',
        link: '/resident/pay-dues',
      }),
      expect.objectContaining({
        kind: 'payment.approved',
        title: 'Payment approved',
        body: expect.stringMatching(/^Your payment of ₦12,500\.50 for "Water levy" was approved\. Receipt \S+\.$/),
        link: '/resident/pay-dues',
      }),
    ]);
    expect(await kinds(neighbour.client)).toEqual([]);
    expect(await kinds(admin.client)).toEqual([]);
  });

  it('new due: every approved resident of the estate is told; guards, admins, the pending and other estates are not', async () => {
    const { estateId, signIn } = await estate();
    const admin = await signIn({ role: 'admin' });
    const residents = [await signIn(), await signIn()];
    const guard = await signIn({ role: 'security' });
    const pending = await t.createUser({ estateId, isApproved: false });
    const elsewhere = await (await estate()).signIn();

    const dueDate = addDaysToDay(lagosDay(t.clock.now()), 20);
    const res = await admin.client.post('/api/dues/', { title: 'Road repair', amount: 5000, due_date: dueDate });
    expect(res.status).toBe(201);
    await t.jobs.runDue();

    for (const r of residents)
      expect((await bell(r.client)).results).toEqual([
        expect.objectContaining({
          kind: 'due.created',
          title: 'New due: Road repair',
          body: `₦5,000, due ${dueDate}.`,
          link: '/resident/pay-dues',
        }),
      ]);
    for (const other of [admin, guard, elsewhere]) expect(await kinds(other.client)).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, pending.id))).toEqual([]);
  });

  it('due reminders: Send Reminder and the scheduled reminder each add an entry for those who owe the due', async () => {
    const { estateId, signIn } = await estate();
    const admin = await signIn({ role: 'admin' });
    const owes = await signIn();
    const paid = await signIn();
    const today = lagosDay(t.clock.now());
    const due = await addDue(t, estateId, { title: 'Gate levy', amountKobo: 300_000, dueDate: addDaysToDay(today, 2) });
    await seedPayment(t, { estateId, dueId: due.id, resident: paid.user, status: 'approved' });

    expect((await admin.client.post(`/api/dues/${due.id}/remind/`)).status).toBe(200);
    await sendScheduledReminders(t.deps);
    // A second scheduled run sends nothing twice.
    await sendScheduledReminders(t.deps);

    const page = await bell(owes.client);
    expect(page.results).toEqual([
      expect.objectContaining({ kind: 'due.reminder', title: 'Reminder: Gate levy', link: '/resident/pay-dues' }),
      expect.objectContaining({ kind: 'due.reminder', body: `₦3,000 is due on ${addDaysToDay(today, 2)}.` }),
    ]);
    expect(await kinds(paid.client)).toEqual([]);
  });

  it('new announcement: residents and guards of the estate are told, the author and other estates are not', async () => {
    const { signIn } = await estate();
    const admin = await signIn({ role: 'admin' });
    const resident = await signIn();
    const guard = await signIn({ role: 'security' });
    const elsewhere = await (await estate()).signIn({ role: 'security' });
    const res = await admin.client.post('/api/announcements/', {
      title: 'Water outage',
      message: 'No water on Saturday from 9am.',
    });
    expect(res.status).toBe(201);
    await t.jobs.runDue();

    const entry = { kind: 'announcement.created', title: 'New announcement: Water outage' };
    expect((await bell(resident.client)).results).toEqual([
      expect.objectContaining({ ...entry, body: 'No water on Saturday from 9am.', link: '/resident/dashboard' }),
    ]);
    expect((await bell(guard.client)).results).toEqual([
      expect.objectContaining({ ...entry, link: '/security/verify-visitor' }),
    ]);
    expect(await kinds(admin.client)).toEqual([]);
    expect(await kinds(elsewhere.client)).toEqual([]);
  });

  it('visitor arrived: the guard lets a visitor in and the host is told', async () => {
    const { signIn } = await estate();
    const host = await signIn({ firstName: 'Amaka' });
    const guard = await signIn({ role: 'security', firstName: 'Musa', lastName: 'Bello' });
    const pass = await host.client.post('/api/visitor-codes/', { visitor_name: 'Chidi Okafor', purpose: 'friend' });
    expect(pass.status).toBe(201);
    expect((await guard.client.post('/api/visitor-codes/verify/', { code: pass.body.code })).status).toBe(200);
    await t.jobs.runDue();

    expect((await bell(host.client)).results).toEqual([
      expect.objectContaining({
        kind: 'visitor.arrived',
        title: 'Your visitor has arrived',
        body: 'Chidi Okafor was let in at the gate by Musa Bello.',
        link: '/resident/visitor-codes',
      }),
    ]);
    expect(await kinds(guard.client)).toEqual([]);
  });

  it("emergency alert: a resident's alert reaches admins and guards, an admin's reaches residents and guards; never the sender", async () => {
    const { estateId, signIn } = await estate();
    const admin = await signIn({ role: 'admin' });
    const resident = await signIn({ firstName: 'Ada', lastName: 'Eze' });
    const neighbour = await signIn();
    const guard = await signIn({ role: 'security' });
    // The resident's a second earlier: the runner handles the two events side by side, so equal
    // times would leave the order of the guard's two entries to chance.
    const at = new Date(t.clock.now().getTime() - 1000).toISOString();
    const later = t.clock.now().toISOString();
    // The alert.sent event as the alerts module emits it in the alert's transaction.
    await t.db.transaction(async (tx) => {
      await emit(tx, {
        type: 'alert.sent',
        estateId,
        actorId: resident.user.id,
        subjectId: 900_001,
        at,
        data: { alertType: 'fire', otherReason: '', senderName: 'Ada Eze', senderRole: 'resident' },
      });
      await emit(tx, {
        type: 'alert.sent',
        estateId,
        actorId: admin.user.id,
        subjectId: 900_002,
        at: later,
        data: {
          alertType: 'other',
          otherReason: 'Gas leak at block C',
          senderName: 'Estate Admin',
          senderRole: 'admin',
        },
      });
    });
    await t.jobs.runDue();

    const residentAlert = (link: string) =>
      expect.objectContaining({
        kind: 'alert.sent',
        title: 'Emergency alert: Fire Emergency',
        body: 'Ada Eze (resident) raised an alert.',
        link,
      });
    const adminAlert = (link: string) =>
      expect.objectContaining({
        title: 'Emergency alert: Other Emergency',
        body: 'Estate Admin (admin) raised an alert: Gas leak at block C',
        link,
      });
    expect((await bell(admin.client)).results).toEqual([residentAlert('/admin/alerts')]);
    expect((await bell(guard.client)).results).toEqual([
      adminAlert('/security/verify-visitor'),
      residentAlert('/security/verify-visitor'),
    ]);
    expect((await bell(resident.client)).results).toEqual([adminAlert('/resident/alerts')]);
    expect((await bell(neighbour.client)).results).toEqual([adminAlert('/resident/alerts')]);
  });

  it('an event handled twice adds no second entry', async () => {
    const { estateId, signIn } = await estate();
    const host = await signIn();
    const event = {
      type: 'visitor.arrived' as const,
      estateId,
      actorId: null,
      subjectId: 900_100,
      at: t.clock.now().toISOString(),
      data: {
        visitorName: 'V',
        purpose: 'friend',
        hostId: host.user.id,
        hostName: 'H',
        homeAddress: '',
        guardName: 'G',
      },
    };
    await t.db.transaction((tx) => emit(tx, event));
    await t.jobs.runDue();
    await t.db.transaction((tx) => emit(tx, event));
    await t.jobs.runDue();
    expect(await kinds(host.client)).toEqual(['visitor.arrived']);
    expect(await liveFor(host.user.id)).toHaveLength(1);
  });
});

describe('reading and marking', () => {
  /** A signed-in resident with `n` entries, the newest last in `ids`. */
  async function personWithEntries(n: number) {
    const { estateId, signIn } = await estate();
    const person = await signIn();
    const base = t.clock.now().getTime();
    const rows = await t.db
      .insert(notifications)
      .values(
        Array.from({ length: n }, (_, i) => ({
          userId: person.user.id,
          estateId,
          kind: 'test',
          title: `Entry ${i + 1}`,
          link: '/resident/dashboard',
          sourceKey: `test:${i}`,
          createdAt: new Date(base + i * 1000),
        })),
      )
      .returning({ id: notifications.id });
    return { ...person, ids: rows.map((r) => r.id) };
  }

  it('lists newest first, pages on the server with a hard maximum, and counts the unread', async () => {
    const p = await personWithEntries(12);
    const first = await p.client.get('/api/notifications/');
    expect(first.body.count).toBe(12);
    expect(first.body.unread_count).toBe(12);
    expect(first.body.results).toHaveLength(10);
    expect(first.body.results[0].title).toBe('Entry 12');
    const second = await p.client.get('/api/notifications/?page=2');
    expect(second.body.results.map((n: { title: string }) => n.title)).toEqual(['Entry 2', 'Entry 1']);

    const tooBig = await p.client.get(`/api/notifications/?page_size=${NOTIFICATIONS_MAX_PAGE_SIZE + 1}`);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toHaveProperty('page_size');
    expect((await p.client.get('/api/notifications/?page=0')).status).toBe(400);
  });

  it("marks one read (twice is fine), then all; another person's entry is 404 and stays unread", async () => {
    const p = await personWithEntries(3);
    const other = await personWithEntries(1);

    const one = await p.client.post(`/api/notifications/${p.ids[0]}/read/`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ unread_count: 2 });
    expect((await p.client.post(`/api/notifications/${p.ids[0]}/read/`)).body).toEqual({ unread_count: 2 });
    const page = await bell(p.client);
    expect(page.results.map((n: { read: boolean }) => n.read)).toEqual([false, false, true]);

    const theirs = await p.client.post(`/api/notifications/${other.ids[0]}/read/`);
    expect(theirs.status).toBe(404);
    expect((await bell(other.client)).unread_count).toBe(1);
    expect((await p.client.post('/api/notifications/999999999/read/')).status).toBe(404);
    expect((await p.client.post('/api/notifications/abc/read/')).status).toBe(400);

    const all = await p.client.post('/api/notifications/read-all/');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ unread_count: 0 });
    expect((await bell(p.client)).unread_count).toBe(0);
    // Only their own: the other person's entry is still unread.
    expect((await bell(other.client)).unread_count).toBe(1);
  });
});
