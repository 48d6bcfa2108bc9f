import type { residentsQuery } from '@estatehub/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import type { UserRow } from '../auth/session.queries';

export type ResidentFilters = z.output<typeof residentsQuery>;

/** The text the search runs over; the trigram index in migration 0003 is built on this exact expression. */
export const residentSearchText = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || coalesce(${users.phoneNumber}, '') || ' ' || ${users.homeAddress})`;

/** Residents and guards of the estate (never its admins), narrowed by the screen's filters. */
export function residentConditions(estateId: number, f: Omit<ResidentFilters, 'page' | 'page_size'>): SQL {
  const parts: SQL[] = [eq(users.estateId, estateId), inArray(users.role, ['resident', 'security'])];
  if (f.search) parts.push(sql`${residentSearchText} like ${containsPattern(f.search.toLowerCase())}`);
  if (f.status !== 'all') parts.push(eq(users.isApproved, f.status === 'approved'));
  if (f.house_type !== 'all') parts.push(eq(users.houseType, f.house_type));
  if (f.resident_type !== 'all') parts.push(eq(users.residentType, f.resident_type));
  return and(...parts)!;
}

const newestFirst = [desc(users.dateJoined), desc(users.id)];

export async function listResidents(db: Db, estateId: number, f: ResidentFilters) {
  const where = residentConditions(estateId, f);
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...newestFirst)
      .limit(f.page_size)
      .offset((f.page - 1) * f.page_size),
    db
      .select({
        total: sql<number>`count(*)::int`,
        approved: sql<number>`(count(*) filter (where ${users.isApproved}))::int`,
        pending: sql<number>`(count(*) filter (where not ${users.isApproved}))::int`,
      })
      .from(users)
      .where(where),
  ]);
  return { rows, counts: counts ?? { total: 0, approved: 0, pending: 0 } };
}

/** Every resident matching the filters, for the PDF, bounded so one export cannot exhaust memory. */
export const PDF_MAX_ROWS = 10_000;
export async function residentsForExport(db: Db, estateId: number, f: Omit<ResidentFilters, 'page' | 'page_size'>) {
  return db
    .select()
    .from(users)
    .where(residentConditions(estateId, f))
    .orderBy(...newestFirst)
    .limit(PDF_MAX_ROWS);
}

/** A resident or guard of this estate, or undefined (another estate's people are not found). */
export async function findResident(db: Db, estateId: number, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.estateId, estateId), inArray(users.role, ['resident', 'security'])));
  return row;
}

/** Approved residents of an estate (guards are not counted against the plan). */
export async function countApprovedResidents(db: Db, estateId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.estateId, estateId), eq(users.role, 'resident'), eq(users.isApproved, true)));
  return row?.n ?? 0;
}

export async function markApproved(db: Db, id: number, now: Date): Promise<void> {
  await db.update(users).set({ isApproved: true, updatedAt: now }).where(eq(users.id, id));
}

/** Deletes the account; its sessions and leadership rows go with it (foreign keys cascade). */
export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
