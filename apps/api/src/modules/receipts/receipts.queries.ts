import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dues, estates, payments, receipts, users } from '../../db/schema';

/** What a receipt prints: the payment with its due, estate and payer (if the account still exists). */
export async function paymentForReceipt(db: Db, paymentId: number) {
  const [row] = await db
    .select({
      id: payments.id,
      estateId: payments.estateId,
      dueId: payments.dueId,
      residentId: payments.residentId,
      payerName: payments.payerName,
      amountPaidKobo: payments.amountPaidKobo,
      status: payments.status,
      dueTitle: dues.title,
      dueDescription: dues.description,
      dueAmountKobo: dues.amountKobo,
      estateName: estates.name,
      estateAddress: estates.address,
      estateLogo: estates.logo,
      payerAddress: users.homeAddress,
    })
    .from(payments)
    .innerJoin(dues, eq(dues.id, payments.dueId))
    .innerJoin(estates, eq(estates.id, payments.estateId))
    .leftJoin(users, eq(users.id, payments.residentId))
    .where(eq(payments.id, paymentId));
  return row;
}

/**
 * What the payer's approved payments for the due add up to (kobo). A payment whose account is
 * gone has no payer to sum over: it counts alone.
 */
export async function approvedTotalFor(db: Db, p: { id: number; dueId: number; residentId: number | null }) {
  const payer = p.residentId === null ? eq(payments.id, p.id) : eq(payments.residentId, p.residentId);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amountPaidKobo}), 0)` })
    .from(payments)
    .where(and(eq(payments.dueId, p.dueId), eq(payments.status, 'approved'), payer));
  return Number(row?.total ?? 0);
}

export async function insertReceipt(db: Db, row: typeof receipts.$inferInsert) {
  await db.insert(receipts).values(row);
}

/** The receipt of a payment, with who may see it (the payer and the estate's admins). */
export async function receiptOfPayment(db: Db, paymentId: number) {
  const [row] = await db
    .select({
      number: receipts.number,
      fileKey: receipts.fileKey,
      estateId: payments.estateId,
      residentId: payments.residentId,
    })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(eq(payments.id, paymentId));
  return row;
}

/** A receipt by its number, with what the public verification may show. */
export async function receiptByNumber(db: Db, number: string) {
  const [row] = await db
    .select({
      number: receipts.number,
      verifyTokenHash: receipts.verifyTokenHash,
      estateName: estates.name,
      amountPaidKobo: payments.amountPaidKobo,
      decidedAt: payments.decidedAt,
      createdAt: receipts.createdAt,
      status: payments.status,
    })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .innerJoin(estates, eq(estates.id, payments.estateId))
    .where(eq(receipts.number, number));
  return row;
}
