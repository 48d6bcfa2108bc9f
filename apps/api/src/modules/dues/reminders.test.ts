import { addDaysToDay, DUE_MSG } from '@estatehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedTexts } from '../../../test/activity-feed';
import type { HttpClient } from '../../../test/http-client';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { dueReminders, dues } from '../../db/schema';
import { advanceToLagosTime, lagosToday, seedDue, seedPayment } from './dues.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  advanceToLagosTime(t, 12);
});
afterAll(() => t.close());

const mailsTo = (email: string) => t.smtp.received.filter((m) => m.to.includes(email.toLowerCase()));

/** An estate with a signed-in admin and residents in every state a reminder must tell apart. */
async function estate() {
  const e = await t.createEstate({ name: `Palm Grove ${Math.random().toString(36).slice(2, 7)}` });
  const person = (values: Omit<Parameters<TestApp['createUser']>[0], 'estateId'>) =>
    t.createUser({ firstName: 'Chidi', ...values, estateId: e.id });
  const adminUser = await person({ role: 'admin', firstName: 'Ada', lastName: 'Obi' });
  const admin = t.client();
  expect((await admin.login(adminUser.email, PASSWORD)).status).toBe(200);
  return { estate: e, admin, person };
}

async function remind(admin: HttpClient, id: number) {
  return admin.post(`/api/dues/${id}/remind/`);
}

describe('Send Reminder', () => {
  it('e-mails every approved, active resident whose latest payment is not approved, and says how many', async () => {
    const { estate: e, admin, person } = await estate();
    const dueDate = addDaysToDay(lagosToday(t), 30);
    const id = await seedDue(t, e.id, { title: 'Estate maintenance', dueDate, amountKobo: 5_000_000 });
    const unpaid = await person({});
    const pending = await person({});
    const rejected = await person({});
    const paid = await person({});
    const unapproved = await person({ isApproved: false });
    const inactive = await person({ isActive: false });
    const guard = await person({ role: 'security' });
    const outsider = await t.createUser({ estateId: (await t.createEstate()).id });
    await seedPayment(t, { estateId: e.id, dueId: id, residentId: pending.id, status: 'pending' });
    await seedPayment(t, { estateId: e.id, dueId: id, residentId: rejected.id, status: 'rejected' });
    await seedPayment(t, { estateId: e.id, dueId: id, residentId: paid.id, status: 'approved' });

    const res = await remind(admin, id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Reminder sent to 3 residents.', reminded: 3 });

    const mail = await t.smtp.waitFor(unpaid.email);
    await t.smtp.waitFor(pending.email);
    await t.smtp.waitFor(rejected.email);
    const date = new Intl.DateTimeFormat('en-NG', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${dueDate}T00:00:00Z`));
    expect(mail.subject).toBe(`Reminder: Estate maintenance is due on ${date}`);
    expect(mail.text).toContain(e.name);
    expect(mail.text).toContain('"Estate maintenance" (₦50,000) is due on');
    expect(mail.text).toContain(`Due date: ${date}`);
    expect(mail.text).toContain(`${t.deps.config.PUBLIC_URL}/resident/pay-dues`);
    await t.jobs.runDue();
    for (const nobody of [paid, unapproved, inactive, guard, outsider]) expect(mailsTo(nobody.email)).toEqual([]);
    expect(await feedTexts(t, e.id)).toContain('Ada Obi reminded 3 residents about "Estate maintenance"');
  });

  it('at most once per due per 24 hours: 429 with retry_after, then allowed again', async () => {
    const { estate: e, admin, person } = await estate();
    const id = await seedDue(t, e.id, { title: 'Road repairs fund', dueDate: addDaysToDay(lagosToday(t), 30) });
    const only = await person({});
    const first = await remind(admin, id);
    expect(first.body).toEqual({ detail: 'Reminder sent to 1 resident.', reminded: 1 });
    const [after] = await t.db.select().from(dues).where(eq(dues.id, id));
    expect(after!.lastRemindedAt).toBeInstanceOf(Date);

    const again = await remind(admin, id);
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ detail: DUE_MSG.reminderTooSoon, retry_after: expect.any(Number) });
    expect(again.body.retry_after).toBeGreaterThan(86_390);
    expect(again.body.retry_after).toBeLessThanOrEqual(86_400);
    expect(again.headers.get('retry-after')).toBe(String(again.body.retry_after));
    // The refusal changed nothing.
    const [unchanged] = await t.db.select().from(dues).where(eq(dues.id, id));
    expect(unchanged!.lastRemindedAt).toEqual(after!.lastRemindedAt);

    t.clock.advance(23 * 3600);
    const later = await remind(admin, id);
    expect(later.status).toBe(429);
    expect(later.body.retry_after).toBeGreaterThan(3590);
    expect(later.body.retry_after).toBeLessThanOrEqual(3600);

    t.clock.advance(3600);
    expect((await remind(admin, id)).body).toEqual({ detail: 'Reminder sent to 1 resident.', reminded: 1 });
    await t.smtp.waitFor(only.email, 2);
    advanceToLagosTime(t, 12);
  });

  it('two presses at the same moment send one round', async () => {
    const { estate: e, admin, person } = await estate();
    const id = await seedDue(t, e.id, { title: 'Generator diesel', dueDate: addDaysToDay(lagosToday(t), 30) });
    const r = await person({});
    const statuses = (await Promise.all([remind(admin, id), remind(admin, id)])).map((x) => x.status).sort();
    expect(statuses).toEqual([200, 429]);
    await t.smtp.waitFor(r.email);
    await t.jobs.runDue();
    expect(mailsTo(r.email)).toHaveLength(1);
  });

  it('when everyone has paid, nobody is reminded and the 24 hours are not used up', async () => {
    const { estate: e, admin, person } = await estate();
    const id = await seedDue(t, e.id, { title: 'Waste disposal', dueDate: addDaysToDay(lagosToday(t), 30) });
    const paid = await person({});
    await seedPayment(t, { estateId: e.id, dueId: id, residentId: paid.id, status: 'approved' });

    expect((await remind(admin, id)).body).toEqual({ detail: DUE_MSG.nobodyToRemind, reminded: 0 });
    const [row] = await t.db.select().from(dues).where(eq(dues.id, id));
    expect(row!.lastRemindedAt).toBeNull();

    const newcomer = await person({});
    expect((await remind(admin, id)).body).toEqual({ detail: 'Reminder sent to 1 resident.', reminded: 1 });
    await t.smtp.waitFor(newcomer.email);
  });
});

describe('scheduled reminders', () => {
  it('three days before and on the due date, each once per person however often the job runs', async () => {
    // Runs first in the schedule's own timeline: the manual tests' dues are 30 days out.
    const { estate: e, person } = await estate();
    const today = lagosToday(t);
    const inThree = await seedDue(t, e.id, {
      title: 'Security levy',
      dueDate: addDaysToDay(today, 3),
      amountKobo: 2_500_000,
    });
    const inFive = await seedDue(t, e.id, { title: 'Road repairs fund', dueDate: addDaysToDay(today, 5) });
    const onToday = await seedDue(t, e.id, { title: 'Waste disposal', dueDate: today });
    const archived = await seedDue(t, e.id, { title: 'Archived', dueDate: addDaysToDay(today, 2) });
    await t.db.update(dues).set({ archivedAt: t.clock.now() }).where(eq(dues.id, archived));
    const amaka = await person({ firstName: 'Amaka' });
    const tunde = await person({ firstName: 'Tunde' });
    // Tunde has paid the levy: he gets no reminder of it.
    await seedPayment(t, { estateId: e.id, dueId: inThree, residentId: tunde.id, status: 'approved' });

    const subjects = (email: string) =>
      mailsTo(email)
        .map((m) => m.subject)
        .sort();
    const runHourly = async (hours: number) => {
      for (let h = 0; h < hours; h++) {
        t.clock.advance(3600);
        await t.jobs.runDue();
      }
    };
    const dateOf = (days: number) =>
      new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${addDaysToDay(today, days)}T00:00:00Z`),
      );

    await runHourly(3);
    expect(subjects(amaka.email)).toEqual([
      `Reminder: Security levy is due on ${dateOf(3)}`,
      'Waste disposal is due today',
    ]);
    expect(subjects(tunde.email)).toEqual(['Waste disposal is due today']);
    const levy = mailsTo(amaka.email).find((m) => m.subject.startsWith('Reminder: Security levy'))!;
    expect(levy.text).toContain('"Security levy" (₦25,000) is due on');
    expect(levy.text).toContain(`${t.deps.config.PUBLIC_URL}/resident/pay-dues`);
    expect(mailsTo(amaka.email).find((m) => m.subject === 'Waste disposal is due today')!.text).toContain(
      'is due today.',
    );

    // Two days on: the road fund is three days away; the levy is still "before" (already sent).
    advanceToLagosTime(t, 12);
    advanceToLagosTime(t, 12);
    await runHourly(2);
    expect(subjects(amaka.email)).toEqual([
      `Reminder: Road repairs fund is due on ${dateOf(5)}`,
      `Reminder: Security levy is due on ${dateOf(3)}`,
      'Waste disposal is due today',
    ]);
    // The levy's own day: the "on" reminder, once.
    advanceToLagosTime(t, 12);
    await runHourly(3);
    expect(subjects(amaka.email)).toContain('Security levy is due today');
    expect(mailsTo(amaka.email)).toHaveLength(4);
    expect(subjects(tunde.email)).toEqual([
      `Reminder: Road repairs fund is due on ${dateOf(5)}`,
      'Waste disposal is due today',
    ]);

    // Every claim is recorded once per due, person and kind.
    const rows = await t.db.select().from(dueReminders).where(eq(dueReminders.userId, amaka.id));
    expect(rows.map((r) => `${r.dueId}:${r.kind}`).sort()).toEqual(
      [`${inThree}:before`, `${inThree}:on`, `${inFive}:before`, `${onToday}:on`].sort(),
    );
    // Running again with nothing new sends nothing.
    await runHourly(2);
    expect(mailsTo(amaka.email)).toHaveLength(4);
  });
});
