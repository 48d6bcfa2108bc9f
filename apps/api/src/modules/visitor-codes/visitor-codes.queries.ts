import type { GateResult } from '@estatehub/shared';
import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { estates, gateChecks, users, visitorCodes } from '../../db/schema';

export type VisitorCodeRow = typeof visitorCodes.$inferSelect;
export type NewVisitorCode = Omit<typeof visitorCodes.$inferInsert, 'id' | 'live' | 'usedAt' | 'usedBy'>;
type Page = { page: number; page_size: number };

/** Holds the person's row until the transaction ends, so two parallel creations cannot both pass the cap. */
export async function lockPerson(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * The person's unexpired, unused codes. A live code is at most VISITOR_CODE_MINUTES old, so the
 * created_at bound keeps this a short range over the (resident_id, created_at) index.
 */
export async function activeCodeCount(db: Db, residentId: number, now: Date, createdAfter: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(visitorCodes)
    .where(
      and(
        eq(visitorCodes.residentId, residentId),
        gt(visitorCodes.createdAt, createdAfter),
        visitorCodes.live,
        gt(visitorCodes.expiresAt, now),
      ),
    );
  return row!.n;
}

/** Inserts the code unless the estate already has a live one with the same digits (then undefined). */
export async function insertCodeUnlessLive(tx: Db, values: NewVisitorCode): Promise<VisitorCodeRow | undefined> {
  const [row] = await tx
    .insert(visitorCodes)
    .values(values)
    .onConflictDoNothing({ target: [visitorCodes.estateId, visitorCodes.code], where: sql`${visitorCodes.live}` })
    .returning();
  return row;
}

/** An expired code still marked live frees its digits; answers whether one was retired. */
export async function retireExpired(tx: Db, estateId: number, code: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(visitorCodes)
    .set({ live: false })
    .where(
      and(
        eq(visitorCodes.estateId, estateId),
        eq(visitorCodes.code, code),
        visitorCodes.live,
        lte(visitorCodes.expiresAt, now),
      ),
    )
    .returning({ id: visitorCodes.id });
  return rows.length > 0;
}

/** One page of a person's codes, newest first, with the estate's name; and their total. */
export async function listOwnCodes(db: Db, residentId: number, p: Page) {
  const mine = eq(visitorCodes.residentId, residentId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ code: visitorCodes, estateName: estates.name })
      .from(visitorCodes)
      .innerJoin(estates, eq(estates.id, visitorCodes.estateId))
      .where(mine)
      .orderBy(desc(visitorCodes.createdAt), desc(visitorCodes.id))
      .limit(p.page_size)
      .offset((p.page - 1) * p.page_size),
    db.select({ n: count() }).from(visitorCodes).where(mine),
  ]);
  return { rows, count: total!.n };
}

/**
 * Uses the estate's live, unexpired code in one statement: of any number of parallel checks of
 * one code, exactly one gets the row back, with its host and estate (the gate answers in as
 * few round trips as it can).
 */
export async function useCode(tx: Db, estateId: number, code: string, guardId: number, now: Date) {
  const [row] = await tx
    .update(visitorCodes)
    .set({ live: false, usedAt: now, usedBy: guardId })
    .from(users)
    .where(
      and(
        eq(users.id, visitorCodes.residentId),
        eq(visitorCodes.estateId, estateId),
        eq(visitorCodes.code, code),
        visitorCodes.live,
        gt(visitorCodes.expiresAt, now),
      ),
    )
    .returning({
      id: visitorCodes.id,
      code: visitorCodes.code,
      visitorName: visitorCodes.visitorName,
      purpose: visitorCodes.purpose,
      residentId: visitorCodes.residentId,
      hostFirstName: users.firstName,
      hostLastName: users.lastName,
      homeAddress: users.homeAddress,
      estateName: sql<string>`(select ${estates.name} from ${estates} where ${estates.id} = ${visitorCodes.estateId})`,
    });
  return row;
}

/** The estate's newest code with these digits (used or expired), for the refusal's answer. */
export async function latestCode(tx: Db, estateId: number, code: string): Promise<VisitorCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(visitorCodes)
    .where(and(eq(visitorCodes.estateId, estateId), eq(visitorCodes.code, code)))
    .orderBy(desc(visitorCodes.createdAt))
    .limit(1);
  return row;
}

export async function hostEmail(tx: Db, hostId: number): Promise<string | undefined> {
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, hostId));
  return row?.email;
}

export async function insertGateCheck(
  tx: Db,
  values: {
    estateId: number;
    guardId: number;
    guardName: string;
    code: string;
    visitorCodeId: number | null;
    result: GateResult;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(gateChecks).values(values);
}

const host = alias(users, 'host');

/** One page of gate checks (a guard's own, or the estate's), newest first, with the code's visitor and host. */
export async function listGateChecks(db: Db, scope: { estateId: number; guardId?: number }, p: Page) {
  const where =
    scope.guardId === undefined
      ? eq(gateChecks.estateId, scope.estateId)
      : and(eq(gateChecks.guardId, scope.guardId), eq(gateChecks.estateId, scope.estateId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        check: gateChecks,
        visitorName: visitorCodes.visitorName,
        purpose: visitorCodes.purpose,
        hostFirstName: host.firstName,
        hostLastName: host.lastName,
        hostAddress: host.homeAddress,
      })
      .from(gateChecks)
      .leftJoin(visitorCodes, eq(visitorCodes.id, gateChecks.visitorCodeId))
      .leftJoin(host, eq(host.id, visitorCodes.residentId))
      .where(where)
      // The guard's list walks the (guard_id, created_at) index, the admin's the (estate_id, created_at) one.
      .orderBy(desc(gateChecks.createdAt), desc(gateChecks.id))
      .limit(p.page_size)
      .offset((p.page - 1) * p.page_size),
    db.select({ n: count() }).from(gateChecks).where(where),
  ]);
  return { rows, count: total!.n };
}
