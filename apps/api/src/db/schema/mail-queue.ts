import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Outgoing e-mail, queued durably so that a slow or failing relay never fails a request. */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('mail_queue_due_idx').on(t.status, t.nextAttemptAt)],
);
