import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { estates } from './estates';
import { users } from './users';

/** The estate's executives: residents with a position, shown to the estate's members. */
export const leadershipMembers = pgTable(
  'leadership_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    estateId: integer()
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: text().notNull(),
    phoneNumber: text().notNull().default(''),
    /** Contact e-mail for the role; the user's own e-mail when empty. */
    email: text().notNull().default(''),
    bio: text().notNull().default(''),
    order: integer().notNull().default(0),
    /** Storage key of the picture, if any. */
    profilePicture: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leadership_estate_order_idx').on(t.estateId, t.order, t.id),
    uniqueIndex('leadership_estate_user_key').on(t.estateId, t.userId),
  ],
);
