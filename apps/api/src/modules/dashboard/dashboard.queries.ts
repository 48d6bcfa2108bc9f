import { type PaymentStatus, RECENT_ALERTS_FETCHED, RESIDENT_DASHBOARD_ITEMS } from '@estatehub/shared';
import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import {
  alerts,
  announcements,
  dues,
  estateGateDays,
  estatePaymentMonths,
  estates,
  leadershipMembers,
  payments,
  staffMembers,
  users,
  visitorCodes,
} from '../../db/schema';
import { latestPaymentOf } from '../dues/dues.queries';

/** Lists on the dashboards stay short, whatever the estate's size. */
export const DASHBOARD_DUES_MAX = 20;
export const DASHBOARD_LEADERS_MAX = 20;

const n = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);

const estate = sql.placeholder('estateId');

/**
 * The admin's counters in one statement: each a count over an index led by the estate.
 * Residents are the estate's residents and guards, as on the residents screen.
 */
export async function adminCounts(db: Db, estateId: number) {
  const [row] = await adminCountsStatement(db).execute({ estateId });
  return row;
}

// The admin dashboard's statements are prepared: it is every admin's first screen of the day.
const adminCountsStatement = preparedStatement('dashboard_admin_counts', (db) => {
  const people = sql`${users.estateId} = ${estate} and ${users.role} in ('resident', 'security')`;
  return db
    .select({
      estateName: estates.name,
      totalResidents: n(sql`select count(*) from ${users} where ${people}`),
      pendingResidents: n(sql`select count(*) from ${users} where ${people} and not ${users.isApproved}`),
      pendingPayments: n(
        sql`select coalesce(sum(${estatePaymentMonths.payments}), 0) from ${estatePaymentMonths} where ${estatePaymentMonths.estateId} = ${estate} and ${estatePaymentMonths.status} = 'pending'`,
      ),
      liveDues: n(sql`select count(*) from ${dues} where ${dues.estateId} = ${estate} and ${dues.archivedAt} is null`),
      visitorCodes: n(sql`select count(*) from ${visitorCodes} where ${visitorCodes.estateId} = ${estate}`),
      alerts: n(sql`select count(*) from ${alerts} where ${alerts.estateId} = ${estate}`),
      staffTotal: n(sql`select count(*) from ${staffMembers} where ${staffMembers.estateId} = ${estate}`),
      staffActive: n(
        sql`select count(*) from ${staffMembers} where ${staffMembers.estateId} = ${estate} and ${staffMembers.status} = 'active'`,
      ),
    })
    .from(estates)
    .where(eq(estates.id, estate));
});

/** The estate's live dues, soonest first, at most DASHBOARD_DUES_MAX. */
export const upcomingLiveDues = (db: Db, estateId: number) => upcomingLiveDuesStatement(db).execute({ estateId });

const upcomingLiveDuesStatement = preparedStatement('dashboard_live_dues', (db) =>
  db
    .select({ id: dues.id, title: dues.title, amountKobo: dues.amountKobo, dueDate: dues.dueDate })
    .from(dues)
    .where(and(eq(dues.estateId, estate), isNull(dues.archivedAt)))
    .orderBy(asc(dues.dueDate), asc(dues.id))
    .limit(DASHBOARD_DUES_MAX),
);

export const leadersOf = (db: Db, estateId: number) => leadersStatement(db).execute({ estateId });

const leadersStatement = preparedStatement('dashboard_leaders', (db) =>
  db
    .select({
      id: leadershipMembers.id,
      position: leadershipMembers.position,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(leadershipMembers)
    .innerJoin(users, eq(users.id, leadershipMembers.userId))
    .where(eq(leadershipMembers.estateId, estate))
    .orderBy(asc(leadershipMembers.order), asc(leadershipMembers.id))
    .limit(DASHBOARD_LEADERS_MAX),
);

export const latestAnnouncements = (db: Db, estateId: number) => latestAnnouncementsStatement(db).execute({ estateId });

const latestAnnouncementsStatement = preparedStatement('dashboard_announcements', (db) =>
  db
    .select()
    .from(announcements)
    .where(eq(announcements.estateId, estate))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(RESIDENT_DASHBOARD_ITEMS),
);

export const latestAlerts = (db: Db, estateId: number) => latestAlertsStatement(db).execute({ estateId });

const latestAlertsStatement = preparedStatement('dashboard_alerts', (db) =>
  db
    .select()
    .from(alerts)
    .where(eq(alerts.estateId, estate))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(RECENT_ALERTS_FETCHED),
);

/** A resident's own counters in one statement, each over an index led by the resident. */
export async function residentCounts(db: Db, estateId: number, residentId: number) {
  const [row] = await db
    .select({
      estateName: estates.name,
      visitorCodes: n(sql`select count(*) from ${visitorCodes} where ${visitorCodes.residentId} = ${residentId}`),
      pendingPayments: n(
        sql`select count(*) from ${payments} where ${payments.residentId} = ${residentId} and ${payments.status} = 'pending'`,
      ),
      activeStaff: n(
        sql`select count(*) from ${staffMembers} where ${staffMembers.residentId} = ${residentId} and ${staffMembers.status} = 'active'`,
      ),
      alertsSent: n(sql`select count(*) from ${alerts} where ${alerts.senderId} = ${residentId}`),
    })
    .from(estates)
    .where(eq(estates.id, estateId));
  return row;
}

/** Live dues falling due from `today` to `until` (Lagos days), with the resident's latest payment of each. */
export function residentUpcomingDues(db: Db, estateId: number, residentId: number, today: string, until: string) {
  const latest = latestPaymentOf(db, residentId);
  return db
    .select({ due: dues, latestStatus: latest.status, rejectionReason: latest.rejectionReason })
    .from(dues)
    .leftJoinLateral(latest, sql`true`)
    .where(
      and(eq(dues.estateId, estateId), isNull(dues.archivedAt), gte(dues.dueDate, today), lte(dues.dueDate, until)),
    )
    .orderBy(asc(dues.dueDate), asc(dues.id))
    .limit(DASHBOARD_DUES_MAX);
}

export function recentVisitorsOf(db: Db, residentId: number) {
  return db
    .select()
    .from(visitorCodes)
    .where(eq(visitorCodes.residentId, residentId))
    .orderBy(desc(visitorCodes.createdAt), desc(visitorCodes.id))
    .limit(RESIDENT_DASHBOARD_ITEMS);
}

/** The estate's gate checks on a Lagos day, and how many let a visitor in: one tally row. */
export async function gateCountsOn(db: Db, estateId: number, day: string) {
  const [row] = await db
    .select({ checks: estateGateDays.checks, admitted: estateGateDays.admitted })
    .from(estateGateDays)
    .where(and(eq(estateGateDays.estateId, estateId), eq(estateGateDays.day, day)));
  return row ?? { checks: 0, admitted: 0 };
}

// The charts' statements are prepared too: they load with the admin dashboard.

// The charts read the estate's tallies (decision 022): a row per month or day, not per payment or check.

/** Approved payments sent from the month of `fromMonth` (its first day), per month as YYYY-MM (kobo). */
export const collectedByMonth = (db: Db, estateId: number, fromMonth: string) =>
  collectedStatement(db).execute({ estateId, fromMonth });

const collectedStatement = preparedStatement('chart_collected_by_month', (db) =>
  db
    .select({
      month: sql<string>`to_char(${estatePaymentMonths.month}, 'YYYY-MM')`,
      kobo: estatePaymentMonths.kobo,
    })
    .from(estatePaymentMonths)
    .where(
      and(
        eq(estatePaymentMonths.estateId, estate),
        eq(estatePaymentMonths.status, 'approved'),
        gte(estatePaymentMonths.month, sql.placeholder('fromMonth')),
      ),
    ),
);

/**
 * What fell due per month from `fromDay` to `toDay`: each live due's amount times the estate's
 * approved residents (guards pay no dues), in kobo.
 */
export const dueByMonth = (db: Db, estateId: number, fromDay: string, toDay: string) =>
  dueStatement(db).execute({ estateId, fromDay, toDay });

const dueStatement = preparedStatement('chart_due_by_month', (db) => {
  const month = sql<string>`to_char(${dues.dueDate}, 'YYYY-MM')`;
  const residents = sql`(select count(*) from ${users} where ${users.estateId} = ${estate} and ${users.role} = 'resident' and ${users.isApproved})`;
  return db
    .select({ month, kobo: sql<number>`sum(${dues.amountKobo}) * ${residents}`.mapWith(Number) })
    .from(dues)
    .where(
      and(
        eq(dues.estateId, estate),
        isNull(dues.archivedAt),
        gte(dues.dueDate, sql.placeholder('fromDay')),
        lte(dues.dueDate, sql.placeholder('toDay')),
      ),
    )
    .groupBy(month);
});

export async function paymentStatusCounts(db: Db, estateId: number) {
  const [row] = await statusCountsStatement(db).execute({ estateId });
  return row ?? { pending: 0, approved: 0, rejected: 0 };
}

const statusCountsStatement = preparedStatement('chart_payment_statuses', (db) => {
  const of = (status: PaymentStatus) =>
    n(
      sql`coalesce(sum(${estatePaymentMonths.payments}) filter (where ${estatePaymentMonths.status} = '${sql.raw(status)}'), 0)`,
    );
  return db
    .select({ pending: of('pending'), approved: of('approved'), rejected: of('rejected') })
    .from(estatePaymentMonths)
    .where(eq(estatePaymentMonths.estateId, estate));
});

/** Visitors let in per Lagos day from `fromDay`, as YYYY-MM-DD. */
export const admittedByDay = (db: Db, estateId: number, fromDay: string) =>
  admittedStatement(db).execute({ estateId, fromDay });

const admittedStatement = preparedStatement('chart_admitted_by_day', (db) =>
  db
    .select({ day: sql<string>`to_char(${estateGateDays.day}, 'YYYY-MM-DD')`, count: estateGateDays.admitted })
    .from(estateGateDays)
    .where(and(eq(estateGateDays.estateId, estate), gte(estateGateDays.day, sql.placeholder('fromDay')))),
);
