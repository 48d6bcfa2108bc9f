import { addMonthsToMonth, lagosMidnight, type paymentFilters } from '@estatehub/shared';
import { and, desc, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { dues, payments, receipts, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';

export type PaymentFilters = z.output<typeof paymentFilters>;
/** Whose payments: an estate's, or one resident's within it. */
export type PaymentScope = { estateId: number; residentId?: number };

/**
 * The first instant of a YYYY-MM month in Africa/Lagos (UTC+1 all year, no daylight saving) and
 * of the month after, so a month filter is a plain range over created_at and its index applies.
 */
export function lagosMonthRange(month: string): { from: Date; to: Date } {
  return { from: lagosMidnight(`${month}-01`), to: lagosMidnight(`${addMonthsToMonth(month, 1)}-01`) };
}

/**
 * The one place the payment list's filters become SQL (the list, its counters and the PDF
 * report share it). Runs over `payments` joined with `dues` (the search reads the due title).
 */
export function paymentConditions(scope: PaymentScope, f: Partial<PaymentFilters>): SQL {
  const parts: SQL[] = [eq(payments.estateId, scope.estateId)];
  if (scope.residentId !== undefined) parts.push(eq(payments.residentId, scope.residentId));
  if (f.search) {
    const pattern = containsPattern(f.search);
    parts.push(or(sql`${payments.payerName} ilike ${pattern}`, sql`${dues.title} ilike ${pattern}`)!);
  }
  if (f.status && f.status !== 'all') parts.push(eq(payments.status, f.status));
  if (f.month) {
    const { from, to } = lagosMonthRange(f.month);
    parts.push(gte(payments.createdAt, from), lt(payments.createdAt, to));
  }
  return and(...parts)!;
}

/** The columns of one payment row as every answer (list, report, receipt) needs them. */
export const paymentRowColumns = {
  id: payments.id,
  estateId: payments.estateId,
  dueId: payments.dueId,
  residentId: payments.residentId,
  payerName: payments.payerName,
  amountPaidKobo: payments.amountPaidKobo,
  evidenceKey: payments.evidenceKey,
  evidenceMime: payments.evidenceMime,
  status: payments.status,
  rejectionReason: payments.rejectionReason,
  decidedBy: payments.decidedBy,
  decidedByName: payments.decidedByName,
  decidedAt: payments.decidedAt,
  createdAt: payments.createdAt,
  dueTitle: dues.title,
  dueAmountKobo: dues.amountKobo,
  receiptNumber: receipts.number,
  receiptKey: receipts.fileKey,
};

/** payments ⋈ dues ⟕ receipts, selecting `paymentRowColumns`; add where / order / limit. */
export const selectPaymentRows = (db: Db) =>
  db
    .select(paymentRowColumns)
    .from(payments)
    .innerJoin(dues, eq(dues.id, payments.dueId))
    .leftJoin(receipts, eq(receipts.paymentId, payments.id));

export type PaymentRow = Awaited<ReturnType<typeof selectPaymentRows>>[number];

/** Newest first, ties by id, matching the payments indexes. */
export const paymentsNewestFirst = [desc(payments.createdAt), desc(payments.id)];

/** One payment of the estate as the answers need it, or undefined (another estate's is not found). */
export async function findPaymentRow(db: Db, estateId: number, id: number): Promise<PaymentRow | undefined> {
  const [row] = await selectPaymentRows(db).where(and(eq(payments.id, id), eq(payments.estateId, estateId)));
  return row;
}

/**
 * A live (not archived) due of the estate, locked until the transaction ends so that two
 * submissions for it are checked one after the other (no two pending payments by a race).
 */
export async function lockLiveDue(tx: Db, estateId: number, dueId: number) {
  const [row] = await tx
    .select({ id: dues.id, title: dues.title })
    .from(dues)
    .where(and(eq(dues.id, dueId), eq(dues.estateId, estateId), isNull(dues.archivedAt)))
    .for('update');
  return row;
}

/** The status of the resident's latest payment for the due, if any. */
export async function latestPaymentStatus(db: Db, dueId: number, residentId: number) {
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.dueId, dueId), eq(payments.residentId, residentId)))
    .orderBy(...paymentsNewestFirst)
    .limit(1);
  return row?.status;
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning({ id: payments.id });
  return row!;
}

/** A month as YYYY-MM in Africa/Lagos, the same month the filter's range means. */
const lagosMonth = sql<string>`to_char(${payments.createdAt} at time zone 'Africa/Lagos', 'YYYY-MM')`;
/** Twenty years of months: far beyond any estate's history, and still a bounded answer. */
const MAX_MONTHS = 240;

export type PaymentListQuery = PaymentFilters & { page: number; page_size: number };

/**
 * One page of payments, the counters over the filtered set without its status filter (so all
 * three statuses keep their numbers), and the months with payments in the scope. Three queries.
 */
export async function listPayments(db: Db, scope: PaymentScope, q: PaymentListQuery) {
  const [rows, [counts], months] = await Promise.all([
    selectPaymentRows(db)
      .where(paymentConditions(scope, q))
      .orderBy(...paymentsNewestFirst)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db
      .select({
        total: sql<number>`count(*)::int`,
        approved: sql<number>`(count(*) filter (where ${payments.status} = 'approved'))::int`,
        pending: sql<number>`(count(*) filter (where ${payments.status} = 'pending'))::int`,
        rejected: sql<number>`(count(*) filter (where ${payments.status} = 'rejected'))::int`,
      })
      .from(payments)
      .innerJoin(dues, eq(dues.id, payments.dueId))
      .where(paymentConditions(scope, { ...q, status: 'all' })),
    db
      .selectDistinct({ month: lagosMonth })
      .from(payments)
      .where(paymentConditions(scope, {}))
      .orderBy(desc(lagosMonth))
      .limit(MAX_MONTHS),
  ]);
  return {
    rows,
    counts: counts ?? { total: 0, approved: 0, pending: 0, rejected: 0 },
    months: months.map((m) => m.month),
  };
}

export type Decision =
  | { status: 'approved'; decidedBy: number; decidedByName: string; decidedAt: Date }
  | { status: 'rejected'; decidedBy: number; decidedByName: string; decidedAt: Date; rejectionReason: string };

/**
 * Decides a pending payment of the estate in one statement: of two admins deciding at once,
 * exactly one gets the row back. Undefined when it is not the estate's or no longer pending.
 */
export async function decidePendingPayment(db: Db, estateId: number, id: number, decision: Decision) {
  const [row] = await db
    .update(payments)
    .set(decision)
    .where(and(eq(payments.id, id), eq(payments.estateId, estateId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return row;
}

export async function paymentExists(db: Db, estateId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.estateId, estateId)));
  return row !== undefined;
}

/** The payer's e-mail address now, or null when the account is gone. */
export async function payerEmail(db: Db, paymentId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.residentId))
    .where(eq(payments.id, paymentId));
  return row?.email ?? null;
}
