import { ENDING_WARNING_DAYS } from '@estatehub/shared';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { subscriptions, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { JobRunner } from '../../jobs/job-runner';
import { longDate } from '../../lib/long-date';
import type { MailMessage } from '../../lib/mailer';

const DAY_MS = 86_400_000;
const HOUR = 3600;
const BATCH = 1000;

type Ending = {
  id: number;
  isTrial: boolean;
  nextBillingDate: Date;
  email: string;
  firstName: string;
  role: 'admin' | 'resident' | 'security';
};

/** The warning due now: the nearest mark reached, so a 1-day warning replaces a 7-day one never sent. */
export function warningDue(endsAt: Date, now: Date): number | undefined {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return undefined;
  return [...ENDING_WARNING_DAYS].sort((a, b) => a - b).find((d) => left <= d * DAY_MS);
}

export function endingWarningEmail(s: Ending, days: number, publicUrl: string): MailMessage {
  const what = s.isTrial ? 'free trial' : 'subscription';
  const when = days === 1 ? 'tomorrow' : `in ${days} days`;
  const screen = s.role === 'admin' ? '/admin/subscription' : '/user-subscription';
  return {
    to: s.email,
    subject: `Your EstateHub ${what} ends ${when}`,
    text: [
      `Hello ${s.firstName || 'there'},`,
      '',
      `Your EstateHub ${what} ends on ${longDate(s.nextBillingDate)} and will not renew by itself.`,
      "When it ends, the estate's admin screens lock, and its residents and security guards lose access until a plan is paid.",
      '',
      `Choose a plan here: ${publicUrl}${screen}`,
    ].join('\n'),
  };
}

/**
 * Warns each subscriber whose access ends within the warning window without a renewal: a trial,
 * a cancelled plan, or a paid period nothing will charge again (no provider subscription).
 * The mark and the mail commit together, and the mark is set only where it is not yet this
 * end date, so two runs (or two instances) never send the same warning twice, while a new end
 * date (a renewal, then a cancel) is warned afresh.
 */
export async function sendEndingWarnings(deps: AppDeps): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  const horizon = new Date(now.getTime() + Math.max(...ENDING_WARNING_DAYS) * DAY_MS);
  const rows = await db
    .select({
      id: subscriptions.id,
      isTrial: subscriptions.isTrial,
      nextBillingDate: subscriptions.nextBillingDate,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      warnedFor: subscriptions.warnedFor,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        gt(subscriptions.nextBillingDate, now),
        lte(subscriptions.nextBillingDate, horizon),
        or(
          eq(subscriptions.isTrial, true),
          eq(subscriptions.status, 'cancelled'),
          and(eq(subscriptions.status, 'active'), isNull(subscriptions.subscriptionCode)),
        ),
      ),
    )
    .orderBy(subscriptions.nextBillingDate)
    // Bounded: an hourly run that meets more picks up the rest an hour later.
    .limit(BATCH);

  let sent = 0;
  for (const row of rows) {
    // Never null here (the range filter above), but the column type allows it.
    if (!row.nextBillingDate) continue;
    const s: Ending = { ...row, nextBillingDate: row.nextBillingDate };
    const days = warningDue(s.nextBillingDate, now);
    if (days === undefined) continue;
    const key = String(days);
    const iso = s.nextBillingDate.toISOString();
    if (row.warnedFor[key] === iso) continue; // sent already; the UPDATE below guards the race
    await db.transaction(async (tx) => {
      const marked = await tx
        .update(subscriptions)
        .set({ warnedFor: sql`${subscriptions.warnedFor} || jsonb_build_object(${key}::text, ${iso}::text)` })
        .where(
          and(
            eq(subscriptions.id, s.id),
            eq(subscriptions.nextBillingDate, s.nextBillingDate),
            sql`${subscriptions.warnedFor} ->> ${key}::text is distinct from ${iso}::text`,
          ),
        )
        .returning({ id: subscriptions.id });
      if (marked.length === 0) return;
      await deps.mail.enqueue(tx, endingWarningEmail(s, days, deps.config.PUBLIC_URL));
      sent++;
    });
  }
  return sent;
}

/** Hourly, so each mark is met within the hour; the runner's schedule runs it on one instance at a time. */
export async function scheduleEndingWarnings(runner: JobRunner, deps: AppDeps) {
  await runner.schedule('subscriptions.ending-warnings', HOUR, async () => {
    await sendEndingWarnings(deps);
  });
}
