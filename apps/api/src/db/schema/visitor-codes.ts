import { GATE_RESULTS, VISITOR_PURPOSES } from '@estatehub/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { estates } from './estates';
import { users } from './users';

/**
 * A one-time gate pass: six digits, valid 30 minutes, used once. `live` is true until the code is
 * used or found expired; codes are unique among an estate's live codes (a clash is retried).
 */
export const visitorCodes = pgTable(
  'visitor_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    estateId: integer()
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    residentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitorName: text().notNull(),
    purpose: text({ enum: VISITOR_PURPOSES }).notNull(),
    code: text().notNull(),
    live: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    usedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The gate: one estate's live code, found by its digits.
    uniqueIndex('visitor_codes_estate_live_code_key').on(t.estateId, t.code).where(sql`${t.live}`),
    // A resident's history, newest first, and their count of active codes.
    index('visitor_codes_resident_created_idx').on(
      t.residentId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The verify answer for a code that is no longer live (expired or used), newest first.
    index('visitor_codes_estate_code_created_idx').on(t.estateId, t.code, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * Every check at the gate: who checked what, when, and the outcome (`refused`: the guard was
 * rate-limited or locked). Kept for the admin's gate log.
 */
export const gateChecks = pgTable(
  'gate_checks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    estateId: integer()
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    guardId: integer().references(() => users.id, { onDelete: 'set null' }),
    guardName: text().notNull(),
    /** What was entered (at most 6 digits kept), and the code it matched, if any. */
    code: text().notNull(),
    visitorCodeId: integer().references(() => visitorCodes.id, { onDelete: 'set null' }),
    result: text({ enum: GATE_RESULTS }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gate_checks_estate_created_idx').on(t.estateId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('gate_checks_guard_created_idx').on(t.guardId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
