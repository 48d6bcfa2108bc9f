import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leadershipMembers, users } from '../../db/schema';

export type LeaderRow = typeof leadershipMembers.$inferSelect;

/** The estate's leaders with their names, in display order (bounded: an estate has few). */
export async function listLeaders(db: Db, estateId: number) {
  return db
    .select({ leader: leadershipMembers, firstName: users.firstName, lastName: users.lastName, userEmail: users.email })
    .from(leadershipMembers)
    .innerJoin(users, eq(users.id, leadershipMembers.userId))
    .where(eq(leadershipMembers.estateId, estateId))
    .orderBy(asc(leadershipMembers.order), asc(leadershipMembers.id))
    .limit(100);
}

export async function findLeader(db: Db, estateId: number, id: number) {
  const [row] = await db
    .select({ leader: leadershipMembers, firstName: users.firstName, lastName: users.lastName, userEmail: users.email })
    .from(leadershipMembers)
    .innerJoin(users, eq(users.id, leadershipMembers.userId))
    .where(and(eq(leadershipMembers.id, id), eq(leadershipMembers.estateId, estateId)));
  return row;
}

export type LeaderWithUser = NonNullable<Awaited<ReturnType<typeof findLeader>>>;

export async function findLeaderByPicture(db: Db, key: string) {
  const [row] = await db
    .select({ estateId: leadershipMembers.estateId })
    .from(leadershipMembers)
    .where(eq(leadershipMembers.profilePicture, key));
  return row;
}

/** Storage keys of the pictures on a user's leadership rows. */
export async function leaderPicturesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ key: leadershipMembers.profilePicture })
    .from(leadershipMembers)
    .where(eq(leadershipMembers.userId, userId));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

export type NewLeader = typeof leadershipMembers.$inferInsert;

export async function insertLeader(db: Db, values: NewLeader): Promise<LeaderRow> {
  const [row] = await db.insert(leadershipMembers).values(values).returning();
  return row!;
}

/** Sets the given fields of one of the estate's leaders (undefined ones stay as they are). */
export async function updateLeaderRow(db: Db, estateId: number, id: number, values: Partial<NewLeader>): Promise<void> {
  await db
    .update(leadershipMembers)
    .set(values)
    .where(and(eq(leadershipMembers.id, id), eq(leadershipMembers.estateId, estateId)));
}

/** Deletes one of the estate's leaders; answers the row that was, if any. */
export async function deleteLeaderRow(db: Db, estateId: number, id: number): Promise<LeaderRow | undefined> {
  const [row] = await db
    .delete(leadershipMembers)
    .where(and(eq(leadershipMembers.id, id), eq(leadershipMembers.estateId, estateId)))
    .returning();
  return row;
}
