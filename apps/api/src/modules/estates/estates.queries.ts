import { and, asc, count, desc, eq, ilike, notInArray, or, type SQL, sql } from 'drizzle-orm';
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

/** The estate's name, for headings, e-mails and answers ('' when it is gone). */
export async function estateName(db: Db, estateId: number): Promise<string> {
  const [row] = await db.select({ name: estates.name }).from(estates).where(eq(estates.id, estateId));
  return row?.name ?? '';
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

export type NewEstate = typeof estates.$inferInsert;
export type BankAccountFields = Pick<BankAccountRow, 'accountNumber' | 'accountName' | 'bankName'>;

export async function insertEstate(db: Db, values: NewEstate): Promise<EstateRow> {
  const [row] = await db.insert(estates).values(values).returning();
  return row!;
}

/** Sets the given fields (undefined ones stay as they are). */
export async function updateEstateRow(db: Db, id: number, values: Partial<NewEstate>): Promise<void> {
  await db.update(estates).set(values).where(eq(estates.id, id));
}

export async function insertBankAccount(db: Db, estateId: number, values: BankAccountFields): Promise<BankAccountRow> {
  const [row] = await db
    .insert(bankAccounts)
    .values({ estateId, ...values })
    .returning();
  return row!;
}

/** Updates one of the estate's accounts; undefined when the id is not the estate's. */
export async function updateBankAccountRow(db: Db, estateId: number, id: number, values: BankAccountFields) {
  const [row] = await db
    .update(bankAccounts)
    .set(values)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.estateId, estateId)))
    .returning();
  return row;
}

/** Deletes one of the estate's accounts; answers whether there was one. */
export async function deleteBankAccountRow(db: Db, estateId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.estateId, estateId)))
    .returning({ id: bankAccounts.id });
  return rows.length > 0;
}

/** Deletes the estate's accounts other than those kept. */
export async function deleteBankAccountsExcept(db: Db, estateId: number, keep: number[]): Promise<void> {
  await db
    .delete(bankAccounts)
    .where(and(eq(bankAccounts.estateId, estateId), keep.length ? notInArray(bankAccounts.id, keep) : undefined));
}
