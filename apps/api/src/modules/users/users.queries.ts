import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { estates, users } from '../../db/schema';
import type { UserRow } from '../auth/session.queries';

export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Which of the given e-mail and phone are already taken, in one query. */
export async function takenContacts(db: Db, email: string, phone: string) {
  const [row] = await db
    .select({
      email: sql<boolean>`bool_or(lower(${users.email}) = ${email.toLowerCase()})`,
      phone: sql<boolean>`bool_or(${users.phoneNumber} = ${phone})`,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} or ${users.phoneNumber} = ${phone}`);
  return { email: Boolean(row?.email), phone: Boolean(row?.phone) };
}

/** Whether another user already has this phone number. */
export async function phoneTakenByOther(db: Db, phone: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phone), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUser>, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id));
}

export async function estateExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: estates.id }).from(estates).where(eq(estates.id, id));
  return Boolean(row);
}
