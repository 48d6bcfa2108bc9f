import { sql } from 'drizzle-orm';
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
    /** The entry's kind, the type's first part (`payment`): what the feed's type filter picks. */
    kind: text().notNull().generatedAlwaysAs(sql`split_part(type, '.', 1)`),
    /** The row the entry is about (a user for resident entries); kept as a plain id, as the row may be gone. */
    subjectId: integer(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What the text needs, as it was at the time (names survive a later rename or deletion). */
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The entry's sentence, rendered from `params` when written, so the feed's search runs in the database. */
    description: text().notNull().default(''),
    /**
     * The sentence lower-cased, for the feed's search (a plain substring test, several times cheaper
     * per entry than ILIKE); cut to 500 characters so it always fits in the feed index below.
     */
    searchText: text().notNull().generatedAlwaysAs(sql`lower(left(description, 500))`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The feed newest first. It also carries the kind and the search text, so counting a search or
    // kind filter reads only the estate's stretch of this index, not a heap page per entry.
    index('activities_estate_created_idx').on(
      t.estateId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.kind,
      t.searchText,
    ),
    // The feed filtered by kind, and the kinds present (one probe each).
    index('activities_estate_kind_created_idx').on(
      t.estateId,
      t.kind,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Entries still without their sentence (written before 0010): empty once filled, so the
    // check at each start is one probe, not a scan of the feed.
    index('activities_missing_description_idx').on(t.id).where(sql`${t.description} = ''`),
  ],
);
