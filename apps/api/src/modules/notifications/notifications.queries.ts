import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements, notifications, payments, users } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = {
  userId: number;
  estateId: number | null;
  kind: string;
  title: string;
  body: string;
  link: string;
  sourceKey: string;
  createdAt: Date;
};

/** One page of a person's entries, newest first, with their total and unread counts (index on user, created_at). */
export async function listNotifications(db: Db, userId: number, page: { page: number; pageSize: number }) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

export async function unreadCountOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Unread counts of several people in one query (people with none are absent). */
export async function unreadCounts(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/** Marks one of the person's own entries read; false when it is not theirs or does not exist. */
export async function markRead(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/**
 * Adds entries in one statement; one whose (person, source) exists already is skipped, so an event
 * handled twice tells nobody twice. Answers only the rows added.
 */
export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.sourceKey] })
    .returning();
}

export type Recipient = { id: number; role: 'admin' | 'resident' | 'security' };
type Role = Recipient['role'];

const canBeTold = and(eq(users.isApproved, true), eq(users.isActive, true));

/** Approved, active people of an estate with one of these roles (but `except`), in one query. */
export async function estateRecipients(
  db: Db,
  estateId: number,
  roles: Role[],
  except: number | null = null,
): Promise<Recipient[]> {
  return db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.estateId, estateId),
        inArray(users.role, roles),
        canBeTold,
        except === null ? undefined : ne(users.id, except),
      ),
    );
}

/** The person, if they are approved, active and still of this estate. */
export async function estateRecipient(db: Db, estateId: number, userId: number): Promise<Recipient | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.estateId, estateId), canBeTold));
  return row;
}

/** Who made a payment, if they can still be told. */
export async function payerRecipient(db: Db, estateId: number, paymentId: number): Promise<Recipient | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.residentId))
    .where(and(eq(payments.id, paymentId), eq(users.estateId, estateId), canBeTold));
  return row;
}

/** An announcement's text, for the entry's body (null once it is deleted). */
export async function announcementMessage(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ message: announcements.message }).from(announcements).where(eq(announcements.id, id));
  return row?.message ?? null;
}
