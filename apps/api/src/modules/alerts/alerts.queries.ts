import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alerts, users } from '../../db/schema';

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlert = typeof alerts.$inferInsert;
type Role = AlertRow['senderRole'];

export async function insertAlert(tx: Db, values: NewAlert): Promise<AlertRow> {
  const [row] = await tx.insert(alerts).values(values).returning();
  return row!;
}

/**
 * Everyone an alert goes to, in one query: the estate's approved, active accounts of the given
 * roles, except the sender.
 */
export function alertRecipients(tx: Db, estateId: number, roles: Role[], senderId: number) {
  return tx
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      firstName: users.firstName,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(
      and(
        eq(users.estateId, estateId),
        inArray(users.role, roles),
        eq(users.isApproved, true),
        eq(users.isActive, true),
        ne(users.id, senderId),
      ),
    );
}
export type AlertRecipient = Awaited<ReturnType<typeof alertRecipients>>[number];

/**
 * A page of alerts, newest first: the estate's, or one sender's (served by the
 * (estate | sender, created_at desc, id desc) indexes), with the total.
 */
export async function listAlerts(
  db: Db,
  scope: { estateId: number; senderId?: number },
  page: { page: number; page_size: number },
) {
  const where =
    scope.senderId === undefined
      ? eq(alerts.estateId, scope.estateId)
      : and(eq(alerts.senderId, scope.senderId), eq(alerts.estateId, scope.estateId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(alerts)
      .where(where)
      .orderBy(desc(alerts.createdAt), desc(alerts.id))
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
    db.select({ n: count() }).from(alerts).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
