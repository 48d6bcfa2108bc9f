import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { estates } from './estates';
import { users } from './users';

/** The estate's activity feed: what happened, by whom, when. */
export const activities = pgTable(
  'activities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    estateId: integer()
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    type: text({ enum: ['payment', 'resident', 'visitor', 'announcement', 'due', 'maintenance'] }).notNull(),
    description: text().notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_estate_created_idx').on(t.estateId, t.createdAt.desc().nullsFirst())],
);
