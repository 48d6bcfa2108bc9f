import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dues, estates, payments } from '../../db/schema';
import { paymentsNewestFirst } from '../payments/payments.queries';

const kobo = sql<string>`coalesce(sum(${payments.amountPaidKobo}), 0)`;
const count = sql<number>`count(*)::int`;

export async function estateHeader(db: Db, estateId: number) {
  const [row] = await db
    .select({ name: estates.name, address: estates.address })
    .from(estates)
    .where(eq(estates.id, estateId));
  return row;
}

/** Count and sum (kobo) per status, with the first and last payment, over the filtered payments. */
export async function totalsByStatus(db: Db, where: SQL) {
  const rows = await db
    .select({
      status: payments.status,
      count,
      kobo,
      first: sql<Date | null>`min(${payments.createdAt})`.mapWith(payments.createdAt),
      last: sql<Date | null>`max(${payments.createdAt})`.mapWith(payments.createdAt),
    })
    .from(payments)
    .innerJoin(dues, eq(dues.id, payments.dueId))
    .where(where)
    .groupBy(payments.status);
  return rows.map((r) => ({ ...r, kobo: Number(r.kobo) }));
}

/** Per due: payments, what they add up to and what of it is approved (kobo), over the filtered payments. */
export async function totalsByDue(db: Db, where: SQL) {
  const rows = await db
    .select({
      title: dues.title,
      count,
      kobo,
      approvedKobo: sql<string>`coalesce(sum(${payments.amountPaidKobo}) filter (where ${payments.status} = 'approved'), 0)`,
    })
    .from(payments)
    .innerJoin(dues, eq(dues.id, payments.dueId))
    .where(where)
    .groupBy(dues.id, dues.title)
    .orderBy(asc(dues.title), asc(dues.id));
  return rows.map((r) => ({ ...r, kobo: Number(r.kobo), approvedKobo: Number(r.approvedKobo) }));
}

/**
 * Where the last batch ended. `createdAt` is PostgreSQL's own text of the timestamp: a JS Date
 * keeps milliseconds only, and a cursor cut to milliseconds would skip rows of the same millisecond.
 */
export type ReportCursor = { createdAt: string; id: number };

/** The next `limit` filtered payments after `cursor`, newest first (keyset: no offset scans). */
export async function reportBatch(db: Db, where: SQL, cursor: ReportCursor | null, limit: number) {
  const after = cursor
    ? sql`(${payments.createdAt}, ${payments.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
    : sql`true`;
  return db
    .select({
      id: payments.id,
      createdAtText: sql<string>`${payments.createdAt}::text`,
      createdAt: payments.createdAt,
      payerName: payments.payerName,
      dueTitle: dues.title,
      amountPaidKobo: payments.amountPaidKobo,
      status: payments.status,
      decidedByName: payments.decidedByName,
    })
    .from(payments)
    .innerJoin(dues, eq(dues.id, payments.dueId))
    .where(sql`${where} and ${after}`)
    .orderBy(...paymentsNewestFirst)
    .limit(limit);
}
export type ReportRow = Awaited<ReturnType<typeof reportBatch>>[number];
