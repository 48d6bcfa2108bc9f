import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccounts, estates, users } from '../../db/schema';

export type EstateRow = typeof estates.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** One page of estates, newest first, with the total; searched by name or address. */
export async function listEstates(db: Db, opts: { page: number; pageSize: number; search?: string }) {
  let where: SQL | undefined;
  if (opts.search) {
    const pattern = `%${opts.search.replace(/[\\%_]/g, '\\$&')}%`;
    where = or(ilike(estates.name, pattern), ilike(estates.address, pattern));
  }
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(estates)
      .where(where)
      .orderBy(desc(estates.createdAt), desc(estates.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ n: count() }).from(estates).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

export async function findEstate(db: Db, id: number): Promise<EstateRow | undefined> {
  const [row] = await db.select().from(estates).where(eq(estates.id, id));
  return row;
}

export async function listBankAccounts(db: Db, estateId: number): Promise<BankAccountRow[]> {
  return db.select().from(bankAccounts).where(eq(bankAccounts.estateId, estateId)).orderBy(asc(bankAccounts.id));
}

/** Which of name, e-mail and phone another estate (or, for the e-mail, any user) already has. */
export async function takenEstateContacts(
  db: Db,
  v: { name?: string; email?: string; phone?: string },
  exceptEstateId?: number,
) {
  const others = exceptEstateId === undefined ? sql`true` : sql`${estates.id} <> ${exceptEstateId}`;
  const [row] = await db
    .select({
      name: v.name ? sql<boolean>`bool_or(lower(${estates.name}) = ${v.name.toLowerCase()})` : sql<boolean>`false`,
      email: v.email ? sql<boolean>`bool_or(lower(${estates.email}) = ${v.email.toLowerCase()})` : sql<boolean>`false`,
      phone: v.phone ? sql<boolean>`bool_or(${estates.phoneNumber} = ${v.phone})` : sql<boolean>`false`,
    })
    .from(estates)
    .where(others);
  return { name: Boolean(row?.name), email: Boolean(row?.email), phone: Boolean(row?.phone) };
}

export async function emailBelongsToUser(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

export async function countBankAccounts(db: Db, estateId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bankAccounts).where(eq(bankAccounts.estateId, estateId));
  return row?.n ?? 0;
}

export async function findBankAccount(db: Db, estateId: number, id: number) {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.estateId, estateId)));
  return row;
}
