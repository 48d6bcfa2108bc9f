import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { NewUser } from '../users/users.queries';

/** The fields a user may change about themselves. */
export type OwnFields = Pick<
  NewUser,
  'firstName' | 'lastName' | 'phoneNumber' | 'homeAddress' | 'streetNumber' | 'houseType' | 'residentType'
>;

export async function updateOwnFields(db: Db, userId: number, fields: OwnFields, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Where to write to an estate's admins (bounded: an estate has few). */
export async function activeAdminEmails(db: Db, estateId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.estateId, estateId), eq(users.role, 'admin'), eq(users.isActive, true)))
    .limit(20);
  return rows.map((r) => r.email);
}
