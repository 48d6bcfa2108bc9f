import { PAYMENT_STATUSES } from '@estatehub/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dues } from './dues';
import { estates } from './estates';
import { users } from './users';

/**
 * A resident's payment of a due, proved by an uploaded evidence file (private). The payer's
 * name is kept as it was, so the estate's records survive the account's removal.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    estateId: integer()
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    dueId: integer()
      .notNull()
      // No action, not restrict: checked at the end of the statement, so removing an estate cascades cleanly.
      .references(() => dues.id, { onDelete: 'no action' }),
    residentId: integer().references(() => users.id, { onDelete: 'set null' }),
    payerName: text().notNull(),
    amountPaidKobo: bigint({ mode: 'number' }).notNull(),
    /** Storage key of the evidence (`evidence/<random>.<ext>`) and the type found from its bytes. */
    evidenceKey: text().notNull(),
    evidenceMime: text().notNull(),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** Given by the admin on rejection; the resident sees it. */
    rejectionReason: text().notNull().default(''),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text(),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('payments_amount_check', sql`${t.amountPaidKobo} >= 0`),
    // The payment records screen and the report: one estate, newest first.
    index('payments_estate_created_idx').on(t.estateId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The payment records screen filtered by status.
    index('payments_estate_status_created_idx').on(
      t.estateId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A resident's history, and each due's latest payment by that resident.
    index('payments_resident_created_idx').on(t.residentId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payments_due_resident_created_idx').on(
      t.dueId,
      t.residentId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * The receipt of an approved payment, made once on approval and kept (a PDF in storage). The
 * public verification address needs `verifyTokenHash`'s token, printed only on the receipt.
 */
export const receipts = pgTable(
  'receipts',
  {
    paymentId: integer()
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** `RCP-{payment id}-{YYYYMMDD}`. */
    number: text().notNull(),
    fileKey: text().notNull(),
    /** SHA-256 (hex) of the secret token in the receipt's verification address. */
    verifyTokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('receipts_number_key').on(t.number)],
);
