import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const estates = pgTable(
  'estates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    address: text().notNull(),
    description: text().notNull().default(''),
    email: text().notNull(),
    phoneNumber: text().notNull(),
    /** Storage key of the public logo, if any. */
    logo: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('estates_name_lower_key').on(sql`lower(${t.name})`),
    uniqueIndex('estates_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('estates_phone_number_key').on(t.phoneNumber),
    // The public list: newest first.
    index('estates_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
