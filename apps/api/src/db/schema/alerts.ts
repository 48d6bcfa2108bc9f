import { ALERT_TYPES } from '@estatehub/shared';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { estates } from './estates';
import { users } from './users';

/** An emergency alert sent by a resident or an admin to the rest of the estate. */
export const alerts = pgTable(
  'alerts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    estateId: integer()
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    senderId: integer().references(() => users.id, { onDelete: 'set null' }),
    senderRole: text({ enum: ['admin', 'resident', 'security'] }).notNull(),
    /** The sender as they were when they sent it (the admin list shows name, else e-mail). */
    senderName: text().notNull(),
    senderEmail: text().notNull(),
    alertType: text({ enum: ALERT_TYPES }).notNull(),
    otherReason: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alerts_estate_created_idx').on(t.estateId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('alerts_sender_created_idx').on(t.senderId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
