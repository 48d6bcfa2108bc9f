import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { estates } from './estates';
import { users } from './users';

/** An estate announcement, written by an admin, read by the estate's residents and guards. */
export const announcements = pgTable(
  'announcements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    estateId: integer()
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    message: text().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The author's name as it was when written (the author may leave). */
    createdByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_estate_created_idx').on(t.estateId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
