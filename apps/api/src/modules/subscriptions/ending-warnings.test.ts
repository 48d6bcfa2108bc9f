import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { plans, subscriptions } from '../../db/schema';
import { longDate } from '../../lib/long-date';
import { sendEndingWarnings } from './ending-warnings.job';

const DAY = 86_400;
let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://estatehub.example' });
  second = await startTestApp({ PUBLIC_URL: 'https://estatehub.example' }, { database: t.database });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** Mail to this address, at either instance's SMTP listener (either may send a queued mail). */
const mailsTo = (email: string) =>
  [...t.smtp.received, ...second.smtp.received].filter((m) => m.to.includes(email.toLowerCase()));

/** Waits until `n` mails reached this address at either listener. */
async function waitMails(email: string, n: number) {
  const deadline = Date.now() + 10_000;
  while (mailsTo(email).length < n) {
    if (Date.now() > deadline) throw new Error(`No e-mail #${n} reached ${email}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const settle = async () => {
  await t.jobs.runDue();
  await second.jobs.runDue();
};

/** A subscriber whose access ends `days` from now; values override the trial defaults. */
async function subscriber(
  days: number,
  role: 'admin' | 'resident',
  values: Partial<typeof subscriptions.$inferInsert> = {},
) {
  const estate = await t.createEstate();
  const user = await t.createUser({ estateId: estate.id, role, firstName: 'Ada' });
  const endsAt = new Date(t.clock.now().getTime() + days * DAY * 1000);
  const row = { status: 'active' as const, isTrial: true, nextBillingDate: endsAt, ...values };
  await t.db
    .insert(subscriptions)
    .values({ userId: user.id, ...row })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...row, warnedFor: {} } });
  return { user, endsAt };
}

const advance = (seconds: number) => {
  t.clock.advance(seconds);
  second.clock.advance(seconds);
};

describe('ending warnings', () => {
  it('warns a trial 7 days and 1 day before it ends, once each', async () => {
    const { user, endsAt } = await subscriber(30, 'admin');
    await settle();
    expect(mailsTo(user.email)).toEqual([]);

    advance(23 * DAY);
    await settle();
    await waitMails(user.email, 1);
    expect(mailsTo(user.email)).toHaveLength(1);
    const [week] = mailsTo(user.email);
    expect(week!.subject).toBe('Your EstateHub free trial ends in 7 days');
    expect(week!.text).toContain(`Your EstateHub free trial ends on ${longDate(endsAt)} and will not renew by itself.`);
    expect(week!.text).toContain(
      "When it ends, the estate's admin screens lock, and its residents and security guards lose access until a plan is paid.",
    );
    expect(week!.text).toContain('Choose a plan here: https://estatehub.example/admin/subscription');

    // Another run (an hour on, so the schedule is due again) sends nothing more.
    advance(3600);
    await settle();
    expect(await sendEndingWarnings(t.deps)).toBe(0);
    expect(mailsTo(user.email)).toHaveLength(1);

    advance(6 * DAY - 3600);
    await settle();
    await waitMails(user.email, 2);
    expect(mailsTo(user.email).map((m) => m.subject)).toEqual([
      'Your EstateHub free trial ends in 7 days',
      'Your EstateHub free trial ends tomorrow',
    ]);
    advance(3600);
    await settle();
    expect(mailsTo(user.email)).toHaveLength(2);
  });

  it('sends only the 1-day warning when the 7-day mark passed unsent; links others to their own screen', async () => {
    const [plan] = await t.db
      .select()
      .from(plans)
      .where(and(eq(plans.name, 'Starter'), eq(plans.interval, 'monthly')));
    const { user } = await subscriber(0.5, 'resident', { isTrial: false, status: 'cancelled', planId: plan!.id });
    expect(await sendEndingWarnings(t.deps)).toBe(1);
    await waitMails(user.email, 1);
    await settle();
    const mails = mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your EstateHub subscription ends tomorrow']);
    expect(mails[0]!.text).toContain('Choose a plan here: https://estatehub.example/user-subscription');
  });

  it('does not warn a paid plan that renews, nor one already ended', async () => {
    const [plan] = await t.db
      .select()
      .from(plans)
      .where(and(eq(plans.name, 'Starter'), eq(plans.interval, 'monthly')));
    const renewing = await subscriber(3, 'admin', {
      isTrial: false,
      planId: plan!.id,
      subscriptionCode: `SUB_renews_${Date.now()}`,
    });
    const ended = await subscriber(-1, 'admin');
    expect(await sendEndingWarnings(t.deps)).toBe(0);
    await settle();
    expect(mailsTo(renewing.user.email)).toEqual([]);
    expect(mailsTo(ended.user.email)).toEqual([]);
  });

  it('two instances running at once send each warning once', async () => {
    const { user } = await subscriber(6, 'admin');
    // Both the scheduled runs and direct concurrent calls: the marked UPDATE lets one through.
    advance(3600);
    await Promise.all([
      t.jobs.runDue(),
      second.jobs.runDue(),
      sendEndingWarnings(t.deps),
      sendEndingWarnings(second.deps),
    ]);
    await settle();
    await waitMails(user.email, 1);
    await settle();
    expect(mailsTo(user.email).map((m) => m.subject)).toEqual(['Your EstateHub free trial ends in 7 days']);
  });
});
