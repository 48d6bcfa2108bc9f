import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A user's current subscription. A cancelled one keeps access until next_billing_date. */
export const subscriptions = pgTable('subscriptions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text({ enum: ['active', 'cancelled', 'past_due', 'inactive'] }).notNull(),
  isTrial: boolean().notNull().default(false),
  nextBillingDate: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
