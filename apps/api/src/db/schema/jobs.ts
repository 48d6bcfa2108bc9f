import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Durable background work (mail, domain events, housekeeping), claimed by one instance at a
 * time. `key` makes a job a singleton: a scheduled job is one row, re-armed after each run.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    key: text().unique(),
    payload: jsonb().$type<unknown>().notNull(),
    status: text({ enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    /** While in the future, an instance is running the job; after a crash it lapses and the job is claimed again. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The claim query reads only pending rows in due order.
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.status} = 'pending'`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.status} <> 'pending'`),
  ],
);
