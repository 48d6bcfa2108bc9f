import type { StaffStatusFilter } from '@estatehub/shared';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { estates, staffMembers, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';

export type StaffRow = typeof staffMembers.$inferSelect;
export type NewStaff = Omit<typeof staffMembers.$inferInsert, 'id'>;

/** Whose staff a caller sees: a resident their own, an admin the estate's (and may search by e-mail). */
export type StaffScope = { estateId: number; residentId: number | null };
export type StaffFilters = { search?: string; status: StaffStatusFilter };

/** A staff row with what every answer names: the employer's e-mail and the estate's name. */
const withNames = { staff: staffMembers, residentEmail: users.email, estateName: estates.name };
export type StaffWithNames = { staff: StaffRow; residentEmail: string; estateName: string };

const scopeCondition = (scope: StaffScope) =>
  scope.residentId === null
    ? eq(staffMembers.estateId, scope.estateId)
    : and(eq(staffMembers.estateId, scope.estateId), eq(staffMembers.residentId, scope.residentId))!;

/** The search and status filter over the scope; an admin's search also matches the employer's e-mail. */
export function staffConditions(scope: StaffScope, f: StaffFilters): SQL {
  const pattern = f.search ? containsPattern(f.search) : null;
  const searched = pattern
    ? or(
        ilike(staffMembers.name, pattern),
        ilike(staffMembers.role, pattern),
        ilike(staffMembers.phoneNumber, pattern),
        ilike(staffMembers.uniqueId, pattern),
        scope.residentId === null ? ilike(users.email, pattern) : undefined,
      )
    : undefined;
  return and(scopeCondition(scope), searched, f.status === 'all' ? undefined : eq(staffMembers.status, f.status))!;
}

const newestFirst = [desc(staffMembers.createdAt), desc(staffMembers.id)];

/**
 * One page of the filtered staff, newest first, and in one aggregate over the whole scope the
 * filtered count and the total, active and removed counts. Two queries whatever the page size.
 */
export async function listStaff(db: Db, scope: StaffScope, f: StaffFilters, p: { page: number; page_size: number }) {
  const filtered = staffConditions(scope, f);
  const [rows, [totals]] = await Promise.all([
    db
      .select(withNames)
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.residentId))
      .innerJoin(estates, eq(estates.id, staffMembers.estateId))
      .where(filtered)
      .orderBy(...newestFirst)
      .limit(p.page_size)
      .offset((p.page - 1) * p.page_size),
    db
      .select({
        count: sql<number>`count(*) filter (where ${filtered})`.mapWith(Number),
        total: sql<number>`count(*)`.mapWith(Number),
        active: sql<number>`count(*) filter (where ${staffMembers.status} = 'active')`.mapWith(Number),
        removed: sql<number>`count(*) filter (where ${staffMembers.status} = 'removed')`.mapWith(Number),
      })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.residentId))
      .where(scopeCondition(scope)),
  ]);
  return { rows: rows as StaffWithNames[], totals: totals! };
}

/** A staff member of this estate with the names, or undefined (another estate's is not found). */
export async function findStaff(db: Db, estateId: number, id: number): Promise<StaffWithNames | undefined> {
  const [row] = await db
    .select(withNames)
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.residentId))
    .innerJoin(estates, eq(estates.id, staffMembers.estateId))
    .where(and(eq(staffMembers.id, id), eq(staffMembers.estateId, estateId)));
  return row;
}

/** As findStaff without the names, locking the row until the transaction ends (one change at a time). */
export async function lockStaff(db: Db, estateId: number, id: number): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.id, id), eq(staffMembers.estateId, estateId)))
    .for('update');
  return row;
}

/** Inserts unless the staff ID is taken (then undefined, to draw another). A duplicate phone still throws. */
export async function insertStaffUnlessIdTaken(db: Db, values: NewStaff): Promise<StaffRow | undefined> {
  const [row] = await db
    .insert(staffMembers)
    .values(values)
    .onConflictDoNothing({ target: staffMembers.uniqueId })
    .returning();
  return row;
}

export async function updateStaff(db: Db, id: number, values: Partial<NewStaff>): Promise<StaffRow> {
  const [row] = await db.update(staffMembers).set(values).where(eq(staffMembers.id, id)).returning();
  return row!;
}

export async function deleteStaff(db: Db, id: number): Promise<void> {
  await db.delete(staffMembers).where(eq(staffMembers.id, id));
}

/** The gate's lookup: by staff ID within the estate, with the employer's name and house. */
export async function lookupStaff(db: Db, estateId: number, uniqueId: string) {
  const [row] = await db
    .select({
      staff: staffMembers,
      firstName: users.firstName,
      lastName: users.lastName,
      homeAddress: users.homeAddress,
      estateName: estates.name,
    })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.residentId))
    .innerJoin(estates, eq(estates.id, staffMembers.estateId))
    .where(and(eq(staffMembers.uniqueId, uniqueId), eq(staffMembers.estateId, estateId)));
  return row;
}

/**
 * Where the last export batch ended. `createdAt` is PostgreSQL's own text of the timestamp: a JS
 * Date keeps milliseconds only, and a cursor cut to milliseconds would skip rows.
 */
export type StaffCursor = { createdAt: string; id: number };

/** The next `limit` filtered staff after `cursor`, newest first (keyset over the created index). */
export async function exportBatch(db: Db, where: SQL, cursor: StaffCursor | null, limit: number) {
  const after = cursor
    ? sql`(${staffMembers.createdAt}, ${staffMembers.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
    : sql`true`;
  return db
    .select({ ...withNames, createdAtText: sql<string>`${staffMembers.createdAt}::text` })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.residentId))
    .innerJoin(estates, eq(estates.id, staffMembers.estateId))
    .where(and(where, after))
    .orderBy(...newestFirst)
    .limit(limit);
}
