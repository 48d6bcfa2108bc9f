import { pgTable, text } from 'drizzle-orm/pg-core';

/** Small key-value settings shared by every instance (the generated signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});
