import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { estates } from './estates';

/** Where residents pay their dues. Never shown outside the estate. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    estateId: integer()
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    accountNumber: text().notNull(),
    accountName: text().notNull(),
    bankName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_accounts_estate_idx').on(t.estateId, t.id)],
);
