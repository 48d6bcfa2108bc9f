import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The feed newest first. It also carries the kind, so counting a kind filter reads only the
    // estate's stretch of this index, not a heap page per entry.
    index('activities_estate_created_idx').on(
      t.estateId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.kind,
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

/** Text compared byte by byte, so that the words starting with `oka` are one range of an index. */
const bytewiseText = customType<{ data: string }>({ dataType: () => 'text collate "C"' });

/**
 * The feed's search index: each word of an entry's sentence and kind, once per entry, beside what
 * the feed's other filters need (kind, time). Written by a trigger on `activities` with the SQL
 * function `feed_words`, which also splits the words searched for (migration 0014): one tokenizer.
 */
export const activityWords = pgTable(
  'activity_words',
  {
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    word: bytewiseText().notNull(),
    estateId: integer().notNull(),
    kind: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.word] }),
    // The estate's entries with a word starting with what was typed, as one range per word typed;
    // the filters and the order come from the same index rows.
    index('activity_words_estate_word_idx').on(
      t.estateId,
      t.word,
      t.createdAt.desc().nullsFirst(),
      t.activityId.desc().nullsFirst(),
      t.kind,
    ),
  ],
);
