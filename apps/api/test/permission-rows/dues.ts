import { addDaysToDay, lagosDay } from '@estatehub/shared';
import { count, eq } from 'drizzle-orm';
import { dues } from '../../src/db/schema';
import { activeAdminWrite, type Expect, type MatrixContext, type Row } from '../permission-matrix';

/** Residents and admins read their estate's dues; guards have no dues screen. */
const duesRead: Expect = {
  anonymous: 401,
  resident: 200,
  otherResident: 200,
  security: 403,
  pendingSecurity: 403,
  otherSecurity: 403,
  // Another estate's admin reads their own estate's list.
  otherAdmin: 200,
  lapsedAdmin: 200,
  admin: 200,
};

/** The dues endpoints in the permission matrix. */
export async function duesRows({ t, estate }: MatrixContext): Promise<Row[]> {
  const dueDate = () => addDaysToDay(lagosDay(t.clock.now()), 30);
  const body = () => ({ title: 'Matrix levy', amount: 1000, due_date: dueDate() });
  const newDue = async () =>
    (
      await t.db
        .insert(dues)
        .values({ estateId: estate, title: 'Matrix due', amountKobo: 100_000, dueDate: dueDate() })
        .returning()
    )[0]!;
  const duesCount = async () => (await t.db.select({ n: count() }).from(dues).where(eq(dues.estateId, estate)))[0]!.n;
  const dueAsSeeded = async (id: number, title: string) => {
    const [row] = await t.db.select().from(dues).where(eq(dues.id, id));
    return row !== undefined && row.title === title && row.archivedAt === null && row.lastRemindedAt === null;
  };

  // Each call that changes or removes a due gets a fresh one; `unchanged` checks the one just used.
  let lastId = 0;
  const fresh = async () => {
    lastId = (await newDue()).id;
    return lastId;
  };
  // Reminding needs someone who owes the due.
  await t.createUser({ estateId: estate, role: 'resident' });
  let before = 0;

  return [
    { route: 'GET /api/dues/', expect: duesRead, call: (c) => c.get('/api/dues/') },
    {
      route: 'POST /api/dues/',
      // Another estate's admin creates the due in their own estate.
      expect: { ...activeAdminWrite(201), otherAdmin: 201 },
      call: async (c) => {
        before = await duesCount();
        return c.post('/api/dues/', body());
      },
      unchanged: async () => (await duesCount()) === before,
    },
    {
      route: 'PUT /api/dues/{id}/',
      expect: activeAdminWrite(200),
      call: async (c) => c.put(`/api/dues/${await fresh()}/`, { ...body(), title: 'Changed' }),
      unchanged: () => dueAsSeeded(lastId, 'Matrix due'),
    },
    {
      route: 'DELETE /api/dues/{id}/',
      expect: activeAdminWrite(204),
      call: async (c) => c.delete(`/api/dues/${await fresh()}/`),
      unchanged: () => dueAsSeeded(lastId, 'Matrix due'),
    },
    {
      route: 'POST /api/dues/{id}/remind/',
      expect: activeAdminWrite(200),
      call: async (c) => c.post(`/api/dues/${await fresh()}/remind/`),
      unchanged: () => dueAsSeeded(lastId, 'Matrix due'),
    },
  ];
}
