import { STAFF_GENDERS, STAFF_STATUSES } from '@estatehub/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { estates } from './estates';
import { users } from './users';

/**
 * A resident's domestic or artisan staff (cook, driver, plumber), known at the gate by a short
 * `unique_id`. Removal keeps the row (status `removed`, with the reason); delete destroys it.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    estateId: integer()
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    /** The resident who employs them. */
    residentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Free text: plumber, cook, cleaner. */
    role: text().notNull(),
    phoneNumber: text().notNull(),
    gender: text({ enum: STAFF_GENDERS }).notNull().default('male'),
    uniqueId: text().notNull(),
    status: text({ enum: STAFF_STATUSES }).notNull().default('active'),
    removalReason: text(),
    removedAt: timestamp({ withTimezone: true }),
    removedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The gate looks a staff member up by this code; it is unique everywhere.
    uniqueIndex('staff_members_unique_id_key').on(t.uniqueId),
    // One registration per phone among the estate's active staff.
    uniqueIndex('staff_members_estate_phone_active_key')
      .on(t.estateId, t.phoneNumber)
      .where(sql`${t.status} = 'active'`),
    // A resident's list and the admin's estate list, newest first.
    index('staff_members_resident_created_idx').on(
      t.residentId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('staff_members_estate_created_idx').on(t.estateId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
