import { VISITOR_CODE_MINUTES } from '@estatehub/shared';
import { count, eq } from 'drizzle-orm';
import { visitorCodes } from '../../src/db/schema';
import { type Expect, everyone, type MatrixContext, type Row } from '../permission-matrix';

/** Residents and admins hold passes (another estate's admin holds their own); guards have none. */
const holders: Expect = {
  ...everyone(403),
  anonymous: 401,
  resident: 200,
  otherResident: 200,
  otherAdmin: 200,
  lapsedAdmin: 200,
  admin: 200,
};

/** Approved guards and admins check codes; each reads the gate log of their own estate. */
const checkers: Expect = { ...everyone(200), anonymous: 401, resident: 403, otherResident: 403, pendingSecurity: 403 };

/** The visitor-code and gate endpoints in the permission matrix. */
export async function visitorCodesRows({ t, estate, userIds }: MatrixContext): Promise<Row[]> {
  const codeCount = async () => (await t.db.select({ n: count() }).from(visitorCodes))[0]!.n;
  let digits = 100_000;
  let lastId = 0;
  /** A live pass of the matrix's resident, fresh for each verify call. */
  const freshCode = async () => {
    const now = t.clock.now();
    const [row] = await t.db
      .insert(visitorCodes)
      .values({
        estateId: estate,
        residentId: userIds.resident,
        visitorName: 'Matrix Visitor',
        purpose: 'family',
        code: String(++digits),
        createdAt: now,
        expiresAt: new Date(now.getTime() + VISITOR_CODE_MINUTES * 60_000),
      })
      .returning();
    lastId = row!.id;
    return row!.code;
  };
  let before = 0;

  return [
    {
      route: 'POST /api/visitor-codes/',
      expect: { ...holders, resident: 201, otherResident: 201, otherAdmin: 201, lapsedAdmin: 201, admin: 201 },
      call: async (c) => {
        before = await codeCount();
        return c.post('/api/visitor-codes/', { visitor_name: 'Matrix Guest', purpose: 'friend' });
      },
      unchanged: async () => (await codeCount()) === before,
    },
    { route: 'GET /api/visitor-codes/', expect: holders, call: (c) => c.get('/api/visitor-codes/') },
    {
      route: 'POST /api/visitor-codes/verify/',
      // Another estate's guard or admin is told 'Invalid code' (400): the code does not exist for them.
      expect: { ...checkers, otherSecurity: 400, otherAdmin: 400 },
      call: async (c) => c.post('/api/visitor-codes/verify/', { code: await freshCode() }),
      unchanged: async () => {
        const [row] = await t.db.select().from(visitorCodes).where(eq(visitorCodes.id, lastId));
        return row?.live === true && row.usedAt === null;
      },
    },
    { route: 'GET /api/visitor-codes/checks/', expect: checkers, call: (c) => c.get('/api/visitor-codes/checks/') },
  ];
}
