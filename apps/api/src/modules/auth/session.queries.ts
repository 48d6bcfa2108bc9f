import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The signed-in user behind a session token hash, if the session is live and the user active. */
export async function findSessionUser(db: Db, tokenHash: string, now: Date): Promise<UserRow | undefined> {
  const [row] = await sessionUser(db).execute({ tokenHash, now });
  return row?.user;
}

// Every signed-in request runs it: prepared.
const sessionUser = preparedStatement('session_user', (db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    ),
);

export async function insertSession(db: Db, tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ tokenHash, userId, expiresAt });
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
