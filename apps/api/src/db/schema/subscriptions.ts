import { BILLING_INTERVALS, PLAN_NAMES } from '@estatehub/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The plans on sale: put here by a migration, with Paystack's plan code (replaced from the
 * environment at start when Paystack is configured; placeholders in sandbox mode).
 */
export const plans = pgTable(
  'plans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text({ enum: PLAN_NAMES }).notNull(),
    interval: text({ enum: BILLING_INTERVALS }).notNull(),
    /** Kobo. */
    amountKobo: bigint({ mode: 'number' }).notNull(),
    description: text().notNull(),
    paystackPlanCode: text().notNull(),
    sortOrder: integer().notNull(),
  },
  (t) => [
    uniqueIndex('plans_name_interval_key').on(t.name, t.interval),
    uniqueIndex('plans_paystack_code_key').on(t.paystackPlanCode),
  ],
);

/** A user's current subscription. A cancelled one keeps access until next_billing_date. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ['active', 'cancelled', 'past_due', 'inactive'] }).notNull(),
    isTrial: boolean().notNull().default(false),
    /** Null on the free trial. */
    planId: integer().references(() => plans.id, { onDelete: 'restrict' }),
    nextBillingDate: timestamp({ withTimezone: true }),
    /** Paystack's customer, subscription and the e-mail token its disable call needs. */
    customerCode: text(),
    subscriptionCode: text(),
    emailToken: text(),
    /** The next_billing_date an ending warning was last sent for, per warning (days before). */
    warnedFor: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_subscription_code_key').on(t.subscriptionCode),
    index('subscriptions_customer_code_idx').on(t.customerCode),
    // The ending-warnings job: subscriptions whose access ends soon.
    index('subscriptions_next_billing_idx').on(t.nextBillingDate),
  ],
);

/**
 * A payment started by a user for a plan: its reference is what Paystack's popup (or the
 * sandbox dialog) charges, so a verified charge can be matched to what this user chose.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reference: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer()
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    mode: text({ enum: ['paystack', 'sandbox'] }).notNull(),
    /** Set when the charge is applied. */
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkouts_user_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);

/** Every successful charge: the billing history and its invoices. One row per provider reference. */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    planId: integer()
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    /** The plan's name and interval as bought, kept for the invoice. */
    planName: text().notNull(),
    interval: text({ enum: BILLING_INTERVALS }).notNull(),
    amountKobo: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('NGN'),
    reference: text().notNull().unique(),
    /** The account as it was, for the invoice. */
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    mode: text({ enum: ['paystack', 'sandbox'] }).notNull(),
    paidAt: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscription_charges_amount_check', sql`${t.amountKobo} > 0`),
    index('subscription_charges_user_paid_idx').on(t.userId, t.paidAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * Each provider event we have seen, once: a replay finds its key here and changes nothing. The
 * outcome says what it did (applied, ignored or rejected, with why) for whoever looks into a dispute.
 */
export const providerEvents = pgTable('provider_events', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  eventKey: text().notNull().unique(),
  event: text().notNull(),
  outcome: text({ enum: ['applied', 'ignored', 'rejected'] }).notNull(),
  reason: text().notNull().default(''),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
