import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Messages sent through the contact page; kept so that support can follow up. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull().default(''),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /** The signed-in sender, when there was one. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_requests_created_idx').on(t.createdAt.desc().nullsFirst())],
);
