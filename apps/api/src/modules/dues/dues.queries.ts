import { addDaysToDay, DUE_SOON_DAYS, type DueDisplayStatus, type duesQuery } from '@estatehub/shared';
import { and, asc, desc, eq, gt, gte, ilike, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { dueReminders, dues, estates, payments, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';

export type DueFilters = z.output<typeof duesQuery>;
export type DueRow = typeof dues.$inferSelect;

/** The day boundaries every display status is measured against (YYYY-MM-DD, Africa/Lagos). */
export type DueDays = { today: string; soonEnd: string };
export const dueDays = (today: string): DueDays => ({ today, soonEnd: addDaysToDay(today, DUE_SOON_DAYS) });

/** The display statuses as date ranges, so a filter stays a range over the (estate, due_date) index. */
function statusCondition(status: DueDisplayStatus, d: DueDays): SQL {
  if (status === 'overdue') return lt(dues.dueDate, d.today);
  if (status === 'due_soon') return and(gte(dues.dueDate, d.today), lte(dues.dueDate, d.soonEnd))!;
  return gt(dues.dueDate, d.soonEnd);
}

const live = (estateId: number) => and(eq(dues.estateId, estateId), isNull(dues.archivedAt))!;

/**
 * The asker's latest payment of each due (newest by created_at, then id), joined LATERAL so one
 * query serves a whole page; for an admin (no resident) it is always empty.
 */
export function latestPaymentOf(db: Db, residentId: number | null) {
  return db
    .select({ status: payments.status, rejectionReason: payments.rejectionReason })
    .from(payments)
    .where(and(eq(payments.dueId, dues.id), residentId === null ? sql`false` : eq(payments.residentId, residentId)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1)
    .as('latest');
}

/**
 * One page of an estate's live dues by due date, with the asker's latest payment status, and the
 * count and kobo total per display status over the searched set (the status filter aside).
 * Two queries, whatever the page size.
 */
export async function listDues(
  db: Db,
  scope: { estateId: number; residentId: number | null },
  days: DueDays,
  f: DueFilters,
) {
  const latest = latestPaymentOf(db, scope.residentId);
  const searched = and(
    live(scope.estateId),
    f.search ? ilike(dues.title, containsPattern(f.search)) : undefined,
    // A due is unpaid unless the asker's latest payment of it is approved (spec part 2 section 4).
    f.unpaid ? sql`${latest.status} is distinct from 'approved'` : undefined,
  );
  const summaryOf = (status: DueDisplayStatus) => {
    const where = statusCondition(status, days);
    return {
      count: sql<number>`count(*) filter (where ${where})`.mapWith(Number),
      totalKobo: sql<number>`coalesce(sum(${dues.amountKobo}) filter (where ${where}), 0)`.mapWith(Number),
    };
  };
  const [rows, [summary]] = await Promise.all([
    db
      .select({ due: dues, latestStatus: latest.status })
      .from(dues)
      .leftJoinLateral(latest, sql`true`)
      .where(and(searched, f.status === 'all' ? undefined : statusCondition(f.status, days)))
      .orderBy(asc(dues.dueDate), asc(dues.id))
      .limit(f.page_size)
      .offset((f.page - 1) * f.page_size),
    db
      .select({
        overdue: summaryOf('overdue'),
        due_soon: summaryOf('due_soon'),
        active: summaryOf('active'),
      })
      .from(dues)
      .leftJoinLateral(latest, sql`true`)
      .where(searched),
  ]);
  return { rows, summary: summary! };
}

/** A live due of this estate, or undefined (archived and other estates' dues are not found). */
export async function findLiveDue(db: Db, estateId: number, id: number): Promise<DueRow | undefined> {
  const [row] = await db
    .select()
    .from(dues)
    .where(and(eq(dues.id, id), live(estateId)));
  return row;
}

/** As findLiveDue, and locks the row: a payment being added for it waits, or is seen. */
export async function lockLiveDue(db: Db, estateId: number, id: number): Promise<DueRow | undefined> {
  const [row] = await db
    .select()
    .from(dues)
    .where(and(eq(dues.id, id), live(estateId)))
    .for('update');
  return row;
}

export type DueValues = { title: string; amountKobo: number; description: string; dueDate: string };

export async function insertDue(db: Db, values: DueValues & { estateId: number; createdBy: number; now: Date }) {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(dues)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateDue(db: Db, id: number, values: DueValues & { now: Date }) {
  const { now, ...rest } = values;
  const [row] = await db
    .update(dues)
    .set({ ...rest, updatedAt: now })
    .where(eq(dues.id, id))
    .returning();
  return row!;
}

export async function hasPayments(db: Db, dueId: number): Promise<boolean> {
  const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.dueId, dueId)).limit(1);
  return row !== undefined;
}

export async function archiveDue(db: Db, id: number, now: Date): Promise<void> {
  await db.update(dues).set({ archivedAt: now, updatedAt: now }).where(eq(dues.id, id));
}

export async function deleteDue(db: Db, id: number): Promise<void> {
  await db.delete(dues).where(eq(dues.id, id));
}

/**
 * Claims the due's 24-hour reminder slot in one statement, so two admins pressing at once send
 * one round. Answers false when the last reminder was less than 24 hours before `now`.
 */
export async function claimReminderSlot(db: Db, id: number, now: Date, notBefore: Date): Promise<boolean> {
  const rows = await db
    .update(dues)
    .set({ lastRemindedAt: now })
    .where(and(eq(dues.id, id), or(isNull(dues.lastRemindedAt), lte(dues.lastRemindedAt, notBefore))))
    .returning({ id: dues.id });
  return rows.length > 0;
}

export async function lastRemindedAt(db: Db, id: number): Promise<Date | null> {
  const [row] = await db.select({ at: dues.lastRemindedAt }).from(dues).where(eq(dues.id, id));
  return row?.at ?? null;
}

/**
 * Who a reminder of a due is for: approved, active residents of its estate whose latest payment
 * of it is not approved. Correlated on `dues`, so it serves one due or many in one query.
 */
const owesDue = sql`${users.estateId} = ${dues.estateId}
  and ${users.role} = 'resident' and ${users.isApproved} and ${users.isActive}
  and (select ${payments.status} from ${payments}
       where ${payments.dueId} = ${dues.id} and ${payments.residentId} = ${users.id}
       order by ${payments.createdAt} desc, ${payments.id} desc limit 1) is distinct from 'approved'`;

const reminderColumns = {
  dueId: dues.id,
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  title: dues.title,
  amountKobo: dues.amountKobo,
  dueDate: dues.dueDate,
  estateName: estates.name,
};

/** Everyone a manual reminder of this due goes to. */
export async function residentsOwingDue(db: Db, dueId: number) {
  return db
    .select(reminderColumns)
    .from(dues)
    .innerJoin(estates, eq(estates.id, dues.estateId))
    .innerJoin(users, owesDue)
    .where(eq(dues.id, dueId))
    .orderBy(asc(users.id));
}

export type ReminderRecipient = Awaited<ReturnType<typeof residentsOwingDue>>[number];
export type ReminderKind = 'before' | 'on';

/**
 * The scheduled reminders due now across every estate: live dues falling due within (today,
 * today + `beforeDays`] ('before') or today ('on'), for each person who owes them and has not had
 * that reminder. The caller claims them with `claimReminders`, which is what makes them once-only.
 */
export async function scheduledReminders(db: Db, today: string, beforeDays: number) {
  const rows = await db
    .select({
      ...reminderColumns,
      kind: sql<ReminderKind>`case when ${dues.dueDate} = ${today} then 'on' else 'before' end`,
    })
    .from(dues)
    .innerJoin(estates, eq(estates.id, dues.estateId))
    .innerJoin(users, owesDue)
    .where(
      and(
        isNull(dues.archivedAt),
        gte(dues.dueDate, today),
        lte(dues.dueDate, addDaysToDay(today, beforeDays)),
        sql`not exists (select 1 from ${dueReminders} where ${dueReminders.dueId} = ${dues.id}
          and ${dueReminders.userId} = ${users.id}
          and ${dueReminders.kind} = case when ${dues.dueDate} = ${today} then 'on' else 'before' end)`,
      ),
    )
    .orderBy(asc(dues.id), asc(users.id));
  return rows;
}

/**
 * Records the reminders in one insert; the primary key (due, user, kind) lets each through once,
 * however often or wherever this runs. Answers the ones this call claimed.
 */
export async function claimReminders(
  db: Db,
  rows: { dueId: number; userId: number; kind: ReminderKind }[],
  now: Date,
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const claimed = await db
    .insert(dueReminders)
    .values(rows.map((r) => ({ dueId: r.dueId, userId: r.userId, kind: r.kind, sentAt: now })))
    .onConflictDoNothing()
    .returning({ dueId: dueReminders.dueId, userId: dueReminders.userId, kind: dueReminders.kind });
  return new Set(claimed.map(reminderKey));
}

export const reminderKey = (r: { dueId: number; userId: number; kind: string }) => `${r.dueId}:${r.userId}:${r.kind}`;
