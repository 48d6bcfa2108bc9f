import {
  DUE_MSG,
  type Due,
  type DuesPage,
  type dueBody,
  dueDisplayStatus,
  lagosDay,
  type PaymentStatus,
  toKobo,
  toNaira,
} from '@estatehub/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { emit } from '../../events/emit';
import { addSeconds } from '../../lib/clock';
import { fieldErrors, forbidden, notFound, tooManyRequests } from '../../lib/http-errors';
import { personName } from '../../lib/person-name';
import type { EstateActor } from '../../plugins/access';
import { notifyDueReminders } from '../notifications/due-reminders';
import { dueReminderEmail } from './dues.emails';
import {
  archiveDue,
  claimReminderSlot,
  claimReminders,
  type DueFilters,
  type DueRow,
  deleteDue,
  dueDays,
  findLiveDue,
  hasPayments,
  insertDue,
  lastRemindedAt,
  listDues,
  lockLiveDue,
  reminderKey,
  residentsOwingDue,
  scheduledReminders,
  updateDue,
} from './dues.queries';

export type DueInput = z.output<typeof dueBody>;

/** Send Reminder may be pressed once per due in this many seconds. */
export const REMINDER_INTERVAL_SECONDS = 24 * 3600;
/** The scheduled "before" reminder goes out this many days ahead of the due date (and "on" on it). */
export const REMIND_DAYS_BEFORE = 3;

const todayIn = (deps: AppDeps) => lagosDay(deps.clock.now());

function toDue(row: DueRow, today: string, latest: PaymentStatus | null): Due {
  return {
    id: row.id,
    title: row.title,
    amount: toNaira(row.amountKobo),
    description: row.description,
    due_date: row.dueDate,
    display_status: dueDisplayStatus(row.dueDate, today),
    latest_payment_status: latest,
    created_at: row.createdAt.toISOString(),
  };
}

const valuesOf = (body: DueInput) => ({
  title: body.title,
  amountKobo: toKobo(body.amount),
  description: body.description,
  dueDate: body.due_date,
});

/** The fields every due event shares: the estate, who did it, to which due, and when. */
const eventBase = (admin: EstateActor, due: DueRow, at: Date) => ({
  estateId: admin.estateId,
  actorId: admin.id,
  subjectId: due.id,
  at: at.toISOString(),
});

/**
 * The estate's dues for its residents and admins (guards have no dues screen). A resident sees
 * their own latest payment status of each; an admin sees none.
 */
export async function duesPage(deps: AppDeps, actor: EstateActor, f: DueFilters): Promise<DuesPage> {
  if (actor.role === 'security') throw forbidden();
  const today = todayIn(deps);
  const residentId = actor.role === 'resident' ? actor.id : null;
  const { rows, summary } = await listDues(deps.db, { estateId: actor.estateId, residentId }, dueDays(today), f);
  const total = (s: { count: number; totalKobo: number }) => ({ count: s.count, total: toNaira(s.totalKobo) });
  return {
    count:
      f.status === 'all'
        ? summary.overdue.count + summary.due_soon.count + summary.active.count
        : summary[f.status].count,
    results: rows.map((r) => toDue(r.due, today, r.latestStatus)),
    summary: { overdue: total(summary.overdue), due_soon: total(summary.due_soon), active: total(summary.active) },
  };
}

export async function createDue(deps: AppDeps, admin: EstateActor, body: DueInput): Promise<Due> {
  const now = deps.clock.now();
  const today = lagosDay(now);
  if (body.due_date < today) throw fieldErrors({ due_date: [DUE_MSG.pastDate] });
  return deps.db.transaction(async (tx) => {
    const due = await insertDue(tx, { ...valuesOf(body), estateId: admin.estateId, createdBy: admin.id, now });
    await emit(tx, {
      type: 'due.created',
      ...eventBase(admin, due, now),
      data: { title: due.title, amountKobo: due.amountKobo, dueDate: due.dueDate, actorName: personName(admin) },
    });
    return toDue(due, today, null);
  });
}

export async function editDue(deps: AppDeps, admin: EstateActor, id: number, body: DueInput): Promise<Due> {
  const now = deps.clock.now();
  const today = lagosDay(now);
  return deps.db.transaction(async (tx) => {
    const current = await lockLiveDue(tx, admin.estateId, id);
    if (!current) throw notFound();
    // A due that has fallen overdue can still be corrected, but not moved into the past.
    if (body.due_date !== current.dueDate && body.due_date < today) throw fieldErrors({ due_date: [DUE_MSG.pastDate] });
    const due = await updateDue(tx, id, { ...valuesOf(body), now });
    await emit(tx, {
      type: 'due.updated',
      ...eventBase(admin, due, now),
      data: { title: due.title, amountKobo: due.amountKobo, dueDate: due.dueDate, actorName: personName(admin) },
    });
    return toDue(due, today, null);
  });
}

/** Removes a due; one that has payments is archived instead, so its payments and receipts keep it. */
export async function removeDue(deps: AppDeps, admin: EstateActor, id: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // Locked first: a payment being filed for this due either is seen here or waits for us.
    const due = await lockLiveDue(tx, admin.estateId, id);
    if (!due) throw notFound();
    const archived = await hasPayments(tx, id);
    if (archived) await archiveDue(tx, id, now);
    else await deleteDue(tx, id);
    await emit(tx, {
      type: 'due.deleted',
      ...eventBase(admin, due, now),
      data: { title: due.title, archived, actorName: personName(admin) },
    });
  });
}

/**
 * Send Reminder: e-mails every approved resident who has not paid the due, at most once per due
 * per 24 hours. When nobody owes it, nothing is sent and the 24 hours are not used up.
 */
export async function remindDue(deps: AppDeps, admin: EstateActor, id: number) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const due = await findLiveDue(tx, admin.estateId, id);
    if (!due) throw notFound();
    const recipients = await residentsOwingDue(tx, due.id);
    if (recipients.length === 0) return { detail: DUE_MSG.nobodyToRemind, reminded: 0 };
    if (!(await claimReminderSlot(tx, due.id, now, addSeconds(now, -REMINDER_INTERVAL_SECONDS)))) {
      const last = await lastRemindedAt(tx, due.id);
      const wait = last
        ? (last.getTime() - now.getTime()) / 1000 + REMINDER_INTERVAL_SECONDS
        : REMINDER_INTERVAL_SECONDS;
      throw tooManyRequests(wait, DUE_MSG.reminderTooSoon);
    }
    for (const r of recipients) await deps.mail.enqueue(tx, dueReminderEmail(r, 'manual', deps.config.PUBLIC_URL));
    await notifyDueReminders(
      tx,
      deps,
      recipients.map((r) => ({ ...r, occasion: { manualAt: now } })),
      admin.estateId,
    );
    const reminded = recipients.length;
    await emit(tx, {
      type: 'due.reminded',
      ...eventBase(admin, due, now),
      data: { title: due.title, reminded, actorName: personName(admin) },
    });
    return { detail: `Reminder sent to ${reminded} resident${reminded === 1 ? '' : 's'}.`, reminded };
  });
}

/**
 * The scheduled reminders, three days before a due date and on it, across every estate. Each
 * e-mail first claims its (due, person, kind) row, so a repeat run, or one on another instance,
 * sends nothing twice. Answers how many were queued.
 */
export async function sendScheduledReminders(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  const today = lagosDay(now);
  return deps.db.transaction(async (tx) => {
    const candidates = await scheduledReminders(tx, today, REMIND_DAYS_BEFORE);
    const claimed = await claimReminders(tx, candidates, now);
    const mine = candidates.filter((c) => claimed.has(reminderKey(c)));
    for (const c of mine) await deps.mail.enqueue(tx, dueReminderEmail(c, c.kind, deps.config.PUBLIC_URL));
    await notifyDueReminders(
      tx,
      deps,
      mine.map((c) => ({ ...c, occasion: c.kind })),
      null,
    );
    return mine.length;
  });
}
