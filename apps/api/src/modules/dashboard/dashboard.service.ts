import {
  type AdminDashboard,
  addDaysToDay,
  addMonthsToMonth,
  CHART_DAYS,
  CHART_MONTHS,
  type Dashboard,
  type DashboardCharts,
  lagosDay,
  type ResidentDashboard,
  type SecurityDashboard,
  toNaira,
  UPCOMING_DUES_DAYS,
} from '@estatehub/shared';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../lib/http-errors';
import type { EstateActor } from '../../plugins/access';
import { toAnnouncement } from '../announcements/announcements.service';
import { estateName } from '../estates/estates.queries';
import { subscriptionActive } from '../subscriptions/subscriptions.service';
import * as q from './dashboard.queries';

/** The dashboard of the caller's role, over the caller's estate only. */
export async function dashboardOf(deps: AppDeps, actor: EstateActor): Promise<Dashboard> {
  // An account whose approval was withdrawn after signing in keeps its session, not the estate's figures.
  if (!actor.isApproved) throw forbidden();
  if (actor.role === 'admin') return adminDashboard(deps, actor);
  if (actor.role === 'security') return securityDashboard(deps, actor);
  return residentDashboard(deps, actor);
}

/** An announcement of a dashboard list (its times as ISO text in the JSON) as the API gives it. */
const fromList = (a: q.DashboardAnnouncement) =>
  toAnnouncement({ ...a, createdAt: new Date(a.createdAt), updatedAt: new Date(a.updatedAt) });

async function adminDashboard(deps: AppDeps, actor: EstateActor): Promise<AdminDashboard> {
  const { db } = deps;
  const id = actor.estateId;
  const [row, active] = await Promise.all([q.adminDashboardRow(db, id), subscriptionActive(deps, actor)]);
  return {
    role: 'admin',
    estate: { id, name: row?.estateName ?? '' },
    subscription_active: active,
    total_residents: row?.totalResidents ?? 0,
    pending_residents: row?.pendingResidents ?? 0,
    pending_payments: row?.pendingPayments ?? 0,
    estate_dues: (row?.dues ?? []).map((d) => ({
      id: d.id,
      title: d.title,
      amount: toNaira(d.amountKobo),
      due_date: d.dueDate,
    })),
    estate_dues_count: row?.liveDues ?? 0,
    visitor_codes_generated: row?.visitorCodes ?? 0,
    leadership: (row?.leaders ?? []).map((l) => ({
      id: l.id,
      name: `${l.firstName} ${l.lastName}`.trim(),
      position: l.position,
    })),
    announcements: (row?.announcements ?? []).map(fromList),
    total_alerts: row?.alerts ?? 0,
    recent_alerts: (row?.recentAlerts ?? []).map((a) => ({
      id: a.id,
      alert_type: a.alertType,
      sender_name: a.senderName,
      sender_email: a.senderEmail,
      other_reason: a.otherReason,
      created_at: new Date(a.createdAt).toISOString(),
    })),
    staff: { active: row?.staffActive ?? 0, total: row?.staffTotal ?? 0 },
  };
}

async function residentDashboard(deps: AppDeps, actor: EstateActor): Promise<ResidentDashboard> {
  const { db } = deps;
  const now = deps.clock.now();
  const today = lagosDay(now);
  const [counts, upcoming, visitors, notices] = await Promise.all([
    q.residentCounts(db, actor.estateId, actor.id),
    q.residentUpcomingDues(db, actor.estateId, actor.id, today, addDaysToDay(today, UPCOMING_DUES_DAYS)),
    q.recentVisitorsOf(db, actor.id),
    q.latestAnnouncements(db, actor.estateId),
  ]);
  return {
    role: 'resident',
    estate: { id: actor.estateId, name: counts?.estateName ?? '' },
    visitor_codes_generated: counts?.visitorCodes ?? 0,
    pending_payments: counts?.pendingPayments ?? 0,
    active_staff: counts?.activeStaff ?? 0,
    alerts_sent: counts?.alertsSent ?? 0,
    upcoming_dues: upcoming.map((r) => ({
      id: r.due.id,
      title: r.due.title,
      description: r.due.description,
      amount: toNaira(r.due.amountKobo),
      due_date: r.due.dueDate,
      latest_payment_status: r.latestStatus ?? null,
      note: r.latestStatus === 'rejected' ? (r.rejectionReason ?? '') : '',
    })),
    recent_visitors: visitors.map((v) => ({
      id: v.id,
      visitor_name: v.visitorName,
      code: v.code,
      created_at: v.createdAt.toISOString(),
      expires_at: v.expiresAt.toISOString(),
      is_used: v.usedAt !== null,
    })),
    announcements: notices.map(fromList),
  };
}

async function securityDashboard(deps: AppDeps, actor: EstateActor): Promise<SecurityDashboard> {
  const [name, gate] = await Promise.all([
    estateName(deps.db, actor.estateId),
    q.gateCountsOn(deps.db, actor.estateId, lagosDay(deps.clock.now())),
  ]);
  return {
    role: 'security',
    estate: { id: actor.estateId, name },
    checks_today: gate.checks,
    admitted_today: gate.admitted,
  };
}

/** The admin's charts: dues per month over CHART_MONTHS, payments by status, admitted visitors per day over CHART_DAYS. */
export async function chartsOf(deps: AppDeps, actor: EstateActor): Promise<DashboardCharts> {
  const { db } = deps;
  const id = actor.estateId;
  const today = lagosDay(deps.clock.now());
  // The last CHART_MONTHS months as YYYY-MM, oldest first, ending with the current one.
  const months = Array.from({ length: CHART_MONTHS }, (_, i) =>
    addMonthsToMonth(today.slice(0, 7), i - (CHART_MONTHS - 1)),
  );
  const firstMonth = months[0]!;
  const lastMonth = months.at(-1)!;
  const days = Array.from({ length: CHART_DAYS }, (_, i) => addDaysToDay(today, i - (CHART_DAYS - 1)));
  const endOfLastMonth = addDaysToDay(`${addMonthsToMonth(lastMonth, 1)}-01`, -1);
  const row = await q.chartsRow(db, id, {
    monthsFrom: `${firstMonth}-01`,
    monthsTo: endOfLastMonth,
    daysFrom: days[0]!,
  });
  const koboIn = (rows: { month: string; kobo: number }[] = [], month: string) =>
    rows.find((r) => r.month === month)?.kobo ?? 0;
  return {
    dues_by_month: months.map((month) => ({
      month,
      collected: toNaira(koboIn(row?.collected, month)),
      due: toNaira(koboIn(row?.due, month)),
    })),
    payments_by_status: { pending: row?.pending ?? 0, approved: row?.approved ?? 0, rejected: row?.rejected ?? 0 },
    gate_checkins: days.map((date) => ({ date, count: row?.admitted.find((r) => r.day === date)?.count ?? 0 })),
  };
}
