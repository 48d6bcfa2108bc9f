import { PAYMENT_STATUSES } from '@estatehub/shared';
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { estates } from './estates';

// Running tallies per estate that the dashboard reads instead of summing the estate's payments and
// gate checks, so its cost does not grow with them. Triggers on `payments` and `gate_checks` keep
// them in the writing statement's own transaction (migration 0015, decision 022): a tally is never
// ahead of or behind its rows, and a retried or rolled-back write cannot count twice.

/** An estate's payments per status and Lagos month they were sent in: how many, and their sum. */
export const estatePaymentMonths = pgTable(
  'estate_payment_months',
  {
    estateId: integer()
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    status: text({ enum: PAYMENT_STATUSES }).notNull(),
    /** The first day of the month, in Lagos, of the payments' `created_at`. */
    month: date({ mode: 'string' }).notNull(),
    payments: integer().notNull(),
    kobo: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.estateId, t.status, t.month] })],
);

/** An estate's gate checks per Lagos day: all of them, and those that let a visitor in. */
export const estateGateDays = pgTable(
  'estate_gate_days',
  {
    estateId: integer()
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    checks: integer().notNull(),
    admitted: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.estateId, t.day] })],
);
