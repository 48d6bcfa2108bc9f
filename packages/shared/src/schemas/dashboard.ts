import { z } from 'zod';
import { ALERT_TYPES } from '../enums';
import { announcement } from './announcements';
import { PAYMENT_STATUSES } from './dues';
import { paged, pageQuery, searchParam } from './fields';

/**
 * The dashboards (spec part 1, "Admin dashboard", "Resident dashboard" and the dashboard summary
 * entity). The spec gives the empty states word for word; the rest of the wording is ours.
 */
export const DASHBOARD_MSG = {
  noActivities: 'No recent activities to display',
  noActivityMatch: 'No activities match your filters',
  noUpcomingDues: 'No upcoming dues',
  noRecentVisitors: 'No recent visitors',
  noAnnouncements: 'No announcements available',
  noAlerts: 'No recent emergency alerts',
  inactiveTitle: 'Subscription Inactive',
  inactiveText: 'Your estate’s subscription has ended. Renew it to approve residents, manage dues and send notices.',
  renew: 'Renew Now',
  loadFailed: 'The dashboard could not be loaded. Please try again.',
} as const;

/** Spec part 1 section 9. */
export const ACTIVITIES_PAGE_SIZE = 10;
export const HIGH_PENDING_RESIDENTS = 5;
export const RECENT_ALERTS_FETCHED = 5;
export const RECENT_ALERTS_SHOWN = 3;
export const UPCOMING_DUES_DAYS = 30;
export const RESIDENT_DASHBOARD_ITEMS = 5;
/** The charts: dues per month over 12 months, gate check-ins per day over 30 days. */
export const CHART_MONTHS = 12;
export const CHART_DAYS = 30;

/** An activity entry's kind: the first part of its event type (`payment.approved` is a payment). */
export const ACTIVITY_KINDS = [
  'resident',
  'payment',
  'visitor',
  'announcement',
  'due',
  'alert',
  'staff',
  'note',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  resident: 'Resident',
  payment: 'Payment',
  visitor: 'Visitor',
  announcement: 'Announcement',
  due: 'Due',
  alert: 'Alert',
  staff: 'Staff',
  note: 'Note',
};

/** The time filter of Recent Activities, as the spec names its choices. */
export const ACTIVITY_PERIODS = ['all', 'today', '7d', 'month', '3months'] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];
export const ACTIVITY_PERIOD_LABELS: Record<ActivityPeriod, string> = {
  all: 'All Time',
  today: 'Today',
  '7d': 'Last 7 Days',
  month: 'Last Month',
  '3months': 'Last 3 Months',
};

export const activityQuery = pageQuery(ACTIVITIES_PAGE_SIZE, 50).extend({
  /** Over the description and the kind. */
  search: searchParam(),
  type: z.enum(ACTIVITY_KINDS).optional().catch(undefined),
  period: z.enum(ACTIVITY_PERIODS).default('all').catch('all'),
});
export type ActivityQuery = z.input<typeof activityQuery>;

export const activity = z.object({
  id: z.number().int(),
  /** The kind (`payment`), as the spec's Activity type. */
  type: z.enum(ACTIVITY_KINDS),
  description: z.string(),
  created_at: z.string(),
});
export type Activity = z.infer<typeof activity>;

/** A page of the feed, and the kinds present in the estate's whole feed (for the type filter). */
export const activityPage = paged(activity).extend({ types: z.array(z.enum(ACTIVITY_KINDS)) });
export type ActivityPage = z.infer<typeof activityPage>;

const estateRef = z.object({ id: z.number().int(), name: z.string() });

export const dashboardAlert = z.object({
  id: z.number().int(),
  alert_type: z.enum(ALERT_TYPES),
  sender_name: z.string(),
  sender_email: z.string(),
  other_reason: z.string(),
  created_at: z.string(),
});
export type DashboardAlert = z.infer<typeof dashboardAlert>;

const dashboardLeader = z.object({ id: z.number().int(), name: z.string(), position: z.string() });
const dashboardDue = z.object({ id: z.number().int(), title: z.string(), amount: z.number(), due_date: z.string() });

/** The admin's summary: spec part 1 section 3's fields, plus what the cards and quick actions need. */
export const adminDashboard = z.object({
  role: z.literal('admin'),
  estate: estateRef,
  subscription_active: z.boolean(),
  total_residents: z.number().int(),
  pending_residents: z.number().int(),
  pending_payments: z.number().int(),
  /** The estate's live dues, soonest first (at most 20); `estate_dues_count` counts them all. */
  estate_dues: z.array(dashboardDue),
  estate_dues_count: z.number().int(),
  visitor_codes_generated: z.number().int(),
  leadership: z.array(dashboardLeader),
  /** The newest few announcements. */
  announcements: z.array(announcement),
  total_alerts: z.number().int(),
  /** The newest alerts (RECENT_ALERTS_FETCHED). */
  recent_alerts: z.array(dashboardAlert),
  staff: z.object({ active: z.number().int(), total: z.number().int() }),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

export const upcomingDue = dashboardDue.extend({
  description: z.string(),
  /** The resident's latest payment for it; null is shown as Unpaid. */
  latest_payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  /** The latest payment's rejection reason, if any (the table's note). */
  note: z.string(),
});
export type UpcomingDue = z.infer<typeof upcomingDue>;

export const recentVisitor = z.object({
  id: z.number().int(),
  visitor_name: z.string(),
  code: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  is_used: z.boolean(),
});
export type RecentVisitor = z.infer<typeof recentVisitor>;

/** A resident's own figures. */
export const residentDashboard = z.object({
  role: z.literal('resident'),
  estate: estateRef,
  visitor_codes_generated: z.number().int(),
  pending_payments: z.number().int(),
  active_staff: z.number().int(),
  alerts_sent: z.number().int(),
  /** Live dues due within UPCOMING_DUES_DAYS, soonest first. */
  upcoming_dues: z.array(upcomingDue),
  recent_visitors: z.array(recentVisitor),
  announcements: z.array(announcement),
});
export type ResidentDashboard = z.infer<typeof residentDashboard>;

/** The guard's gate summary for today (Africa/Lagos). */
export const securityDashboard = z.object({
  role: z.literal('security'),
  estate: estateRef,
  checks_today: z.number().int(),
  admitted_today: z.number().int(),
});
export type SecurityDashboard = z.infer<typeof securityDashboard>;

export const dashboard = z.discriminatedUnion('role', [adminDashboard, residentDashboard, securityDashboard]);
export type Dashboard = z.infer<typeof dashboard>;

/** The admin's charts: amounts in naira, months as `YYYY-MM`, days as `YYYY-MM-DD` (Africa/Lagos). */
export const dashboardCharts = z.object({
  /** The last CHART_MONTHS months, oldest first: approved payments made in the month, and dues falling due in it times the approved residents. */
  dues_by_month: z.array(z.object({ month: z.string(), collected: z.number(), due: z.number() })),
  payments_by_status: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
  /** The last CHART_DAYS days, oldest first: visitors let in at the gate. */
  gate_checkins: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type DashboardCharts = z.infer<typeof dashboardCharts>;
