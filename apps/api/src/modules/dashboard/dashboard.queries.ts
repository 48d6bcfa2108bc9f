import { type AlertType, type PaymentStatus, RECENT_ALERTS_FETCHED, RESIDENT_DASHBOARD_ITEMS } from '@estatehub/shared';
import { and, asc, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
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

/** How many of the estate's payments have `status`, from its tallies (decision 022). */
const paymentsWithStatus = (status: PaymentStatus) => {
  const t = estatePaymentMonths;
  return n(
    sql`select coalesce(sum(${t.payments}), 0) from ${t} where ${t.estateId} = ${estate} and ${t.status} = '${sql.raw(status)}'`,
  );
};

/** The lists on the admin dashboard, as the one statement below gives them (timestamps as ISO text). */
export type DashboardDue = { id: number; title: string; amountKobo: number; dueDate: string };
export type DashboardLeader = { id: number; position: string; firstName: string; lastName: string };
export type DashboardAnnouncement = {
  id: number;
  title: string;
  message: string;
  createdByName: string;
  createdAt: string;
  updatedAt: string;
};
export type DashboardAlert = {
  id: number;
  alertType: AlertType;
  senderName: string;
  senderEmail: string;
  otherReason: string;
  createdAt: string;
};

/** A bounded list read inside a bigger statement: `rows`, as a JSON array in the order `order` gives. */
const listOf = <T>(rows: SQL, order: string) =>
  sql<T[]>`(select coalesce(json_agg(r order by ${sql.raw(order)}), '[]'::json) from (${rows}) r)`;

/** The estate's newest announcements, newest first, as a list inside a statement: both dashboards show them. */
function latestAnnouncementList() {
  const a = announcements;
  return listOf<DashboardAnnouncement>(
    sql`select ${a.id} as id, ${a.title} as title, ${a.message} as message, ${a.createdByName} as "createdByName",
          ${a.createdAt} as "createdAt", ${a.updatedAt} as "updatedAt"
        from ${a} where ${a.estateId} = ${estate}
        order by ${a.createdAt} desc, ${a.id} desc limit ${sql.raw(String(RESIDENT_DASHBOARD_ITEMS))}`,
    'r."createdAt" desc, r.id desc',
  );
}

/**
 * The whole admin dashboard but the subscription, in one statement and so one round trip: the
 * counters, each a count over an index led by the estate or a tally (decision 022), and the four
 * short lists. Residents are the estate's residents and guards, as on the residents screen.
 */
export async function adminDashboardRow(db: Db, estateId: number) {
  const [row] = await adminDashboardStatement(db).execute({ estateId });
  return row;
}

// Prepared: it is every admin's first screen of the day.
const adminDashboardStatement = preparedStatement('dashboard_admin', (db) => {
  const people = sql`${users.estateId} = ${estate} and ${users.role} in ('resident', 'security')`;
  const l = leadershipMembers;
  return db
    .select({
      estateName: estates.name,
      totalResidents: n(sql`select count(*) from ${users} where ${people}`),
      pendingResidents: n(sql`select count(*) from ${users} where ${people} and not ${users.isApproved}`),
      pendingPayments: paymentsWithStatus('pending'),
      liveDues: n(sql`select count(*) from ${dues} where ${dues.estateId} = ${estate} and ${dues.archivedAt} is null`),
      visitorCodes: n(sql`select count(*) from ${visitorCodes} where ${visitorCodes.estateId} = ${estate}`),
      alerts: n(sql`select count(*) from ${alerts} where ${alerts.estateId} = ${estate}`),
      staffTotal: n(sql`select count(*) from ${staffMembers} where ${staffMembers.estateId} = ${estate}`),
      staffActive: n(
        sql`select count(*) from ${staffMembers} where ${staffMembers.estateId} = ${estate} and ${staffMembers.status} = 'active'`,
      ),
      // The live dues, soonest first.
      dues: listOf<DashboardDue>(
        sql`select ${dues.id} as id, ${dues.title} as title, ${dues.amountKobo} as "amountKobo", ${dues.dueDate} as "dueDate"
            from ${dues} where ${dues.estateId} = ${estate} and ${dues.archivedAt} is null
            order by ${dues.dueDate}, ${dues.id} limit ${sql.raw(String(DASHBOARD_DUES_MAX))}`,
        'r."dueDate", r.id',
      ),
      leaders: listOf<DashboardLeader>(
        sql`select ${l.id} as id, ${l.position} as position, ${l.order} as "order",
              ${users.firstName} as "firstName", ${users.lastName} as "lastName"
            from ${l} join ${users} on ${users.id} = ${l.userId} where ${l.estateId} = ${estate}
            order by ${l.order}, ${l.id} limit ${sql.raw(String(DASHBOARD_LEADERS_MAX))}`,
        'r."order", r.id',
      ),
      announcements: latestAnnouncementList(),
      recentAlerts: listOf<DashboardAlert>(
        sql`select ${alerts.id} as id, ${alerts.alertType} as "alertType", ${alerts.senderName} as "senderName",
              ${alerts.senderEmail} as "senderEmail", ${alerts.otherReason} as "otherReason", ${alerts.createdAt} as "createdAt"
            from ${alerts} where ${alerts.estateId} = ${estate}
            order by ${alerts.createdAt} desc, ${alerts.id} desc limit ${sql.raw(String(RECENT_ALERTS_FETCHED))}`,
        'r."createdAt" desc, r.id desc',
      ),
    })
    .from(estates)
    .where(eq(estates.id, estate));
});

/** The estate's newest announcements, for the resident dashboard (the admin's come in its one statement). */
export async function latestAnnouncements(db: Db, estateId: number): Promise<DashboardAnnouncement[]> {
  const [row] = await latestAnnouncementsStatement(db).execute({ estateId });
  return row?.list ?? [];
}

const latestAnnouncementsStatement = preparedStatement('dashboard_announcements', (db) =>
  db.select({ list: latestAnnouncementList() }).from(estates).where(eq(estates.id, estate)),
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

/**
 * The charts' numbers in one statement, mostly from the estate's tallies (decision 022), so a row
 * per month or day, not per payment or check:
 * - `collected`: approved payments per month (YYYY-MM, kobo) from `monthsFrom`, a first of the month;
 * - `due`: what fell due per month from `monthsFrom` to `monthsTo`: each live due's amount times
 *   the estate's approved residents (guards pay no dues), in kobo;
 * - the estate's payments by status;
 * - `admitted`: visitors let in per Lagos day (YYYY-MM-DD) from `daysFrom`.
 */
export async function chartsRow(
  db: Db,
  estateId: number,
  range: { monthsFrom: string; monthsTo: string; daysFrom: string },
) {
  const [row] = await chartsStatement(db).execute({ estateId, ...range });
  return row;
}

type Amount = { month: string; kobo: number };

const chartsStatement = preparedStatement('dashboard_charts', (db) => {
  const t = estatePaymentMonths;
  const monthsFrom = sql.placeholder('monthsFrom');
  const residents = sql`(select count(*) from ${users} where ${users.estateId} = ${estate} and ${users.role} = 'resident' and ${users.isApproved})`;
  return db
    .select({
      collected: listOf<Amount>(
        sql`select to_char(${t.month}, 'YYYY-MM') as month, ${t.kobo} as kobo from ${t}
            where ${t.estateId} = ${estate} and ${t.status} = 'approved' and ${t.month} >= ${monthsFrom}`,
        'r.month',
      ),
      due: listOf<Amount>(
        sql`select to_char(${dues.dueDate}, 'YYYY-MM') as month, sum(${dues.amountKobo}) * ${residents} as kobo from ${dues}
            where ${dues.estateId} = ${estate} and ${dues.archivedAt} is null
              and ${dues.dueDate} >= ${monthsFrom} and ${dues.dueDate} <= ${sql.placeholder('monthsTo')}
            group by 1`,
        'r.month',
      ),
      pending: paymentsWithStatus('pending'),
      approved: paymentsWithStatus('approved'),
      rejected: paymentsWithStatus('rejected'),
      admitted: listOf<{ day: string; count: number }>(
        sql`select to_char(${estateGateDays.day}, 'YYYY-MM-DD') as day, ${estateGateDays.admitted} as count
            from ${estateGateDays}
            where ${estateGateDays.estateId} = ${estate} and ${estateGateDays.day} >= ${sql.placeholder('daysFrom')}`,
        'r.day',
      ),
    })
    .from(estates)
    .where(eq(estates.id, estate));
});
