import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { estates } from './estates';
import { users } from './users';

/** What a person is told in the app (the bell): one row per recipient. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    estateId: integer().references(() => estates.id, { onDelete: 'cascade' }),
    /** What it is about, e.g. `payment.approved`, `alert.sent`. */
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    /** The screen it opens (an app path). */
    link: text().notNull().default(''),
    /** The domain row it is about, so a repeated event handler adds no second entry. */
    sourceKey: text(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_user_source_key').on(t.userId, t.sourceKey),
  ],
);

/** A browser's web push subscription (VAPID), removed when the push service says it is gone. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * What the live stream (`GET /api/events/`) delivered to each person, kept a short while so a
 * stream that reconnects with `Last-Event-ID` gets what it missed. The id is the SSE event id.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The SSE event name, e.g. `alert`, `notification`. */
    type: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_user_id_idx').on(t.userId, t.id), index('live_events_created_idx').on(t.createdAt)],
);
