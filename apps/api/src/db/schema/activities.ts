import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { estates } from './estates';
import { users } from './users';

/**
 * The estate's activity feed, stored as data (what happened, to whom, by whom, with what
 * parameters) and turned into text when read (modules/activities/activity-text.ts).
 */
export const activities = pgTable(
  'activities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    estateId: integer()
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    /** A domain event type, e.g. `resident.approved`. */
    type: text().notNull(),
    /** The row the entry is about (a user for resident entries); kept as a plain id, as the row may be gone. */
    subjectId: integer(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What the text needs, as it was at the time (names survive a later rename or deletion). */
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_estate_created_idx').on(t.estateId, t.createdAt.desc(), t.id.desc())],
);
