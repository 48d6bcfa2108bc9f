import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { estates } from './estates';
import { users } from './users';

/**
 * What an estate asks its residents to pay. Money is integer kobo. A due that has payments is
 * archived (`archivedAt`), never destroyed: its payments, receipts and reports keep it.
 */
export const dues = pgTable(
  'dues',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    estateId: integer()
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    amountKobo: bigint({ mode: 'number' }).notNull(),
    description: text().notNull().default(''),
    /** A calendar day in Africa/Lagos. */
    dueDate: date({ mode: 'string' }).notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** When the admin last pressed Send Reminder: at most once per due per 24 hours. */
    lastRemindedAt: timestamp({ withTimezone: true }),
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The dues screens: one estate's live dues by date.
    index('dues_estate_live_date_idx').on(t.estateId, t.dueDate, t.id).where(sql`${t.archivedAt} is null`),
    // The scheduled reminders look up live dues by date across estates.
    index('dues_live_date_idx').on(t.dueDate).where(sql`${t.archivedAt} is null`),
  ],
);

/**
 * One row per reminder e-mail the schedule sent: a person is reminded once per due and kind
 * ('before': three days ahead, 'on': on the date), however often or wherever the job runs.
 */
export const dueReminders = pgTable(
  'due_reminders',
  {
    dueId: integer()
      .notNull()
      .references(() => dues.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['before', 'on'] }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dueId, t.userId, t.kind] })],
);
