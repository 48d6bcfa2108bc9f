import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { estates } from './estates';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-case; unique regardless of case. */
    email: text().notNull(),
    /** Null until the account sets a password (an estate admin sets it through a reset code). */
    passwordHash: text(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phoneNumber: text(),
    homeAddress: text().notNull().default(''),
    streetNumber: text().notNull().default(''),
    houseType: text(),
    residentType: text(),
    role: text({ enum: ['admin', 'resident', 'security'] }).notNull(),
    estateId: integer().references(() => estates.id, { onDelete: 'cascade' }),
    isApproved: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    dateJoined: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    // The residents screen: one estate, newest first (id breaks ties), read a page at a time.
    // NULLS FIRST matches ORDER BY ... DESC, so the planner can read the index in order.
    index('users_estate_joined_idx').on(t.estateId, t.dateJoined.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The dashboard's resident counts and the plan cap: counted from the index alone.
    index('users_estate_role_approved_idx').on(t.estateId, t.role, t.isApproved),
  ],
);
