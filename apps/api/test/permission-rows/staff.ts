import { STAFF_ID_ALPHABET } from '@estatehub/shared';
import { count, eq } from 'drizzle-orm';
import { staffMembers } from '../../src/db/schema';
import { adminOwnList, type Expect, everyone, type MatrixContext, type Row } from '../permission-matrix';

/** A resident lists their own staff, an admin the estate's (another estate's admin their own); guards none. */
const listers: Expect = { ...everyone(200), anonymous: 401, security: 403, pendingSecurity: 403, otherSecurity: 403 };

/** The owner's own staff member: the employer may, admins of the estate may read, the rest 403 or 404. */
const ownerOnly = (ok: number): Expect => ({
  anonymous: 401,
  resident: ok,
  // Another resident's staff is not found, so nobody learns which ids exist.
  otherResident: 404,
  security: 403,
  pendingSecurity: 403,
  otherSecurity: 403,
  // Admins have no staff of their own: refused by role before any row is read.
  otherAdmin: 403,
  lapsedAdmin: 403,
  admin: 403,
});

/** A valid staff ID for each number: ST-M, then the number in the staff-ID alphabet. */
function matrixStaffId(n: number): string {
  let id = '';
  for (let i = 0; i < 5; i++, n = Math.floor(n / STAFF_ID_ALPHABET.length))
    id = STAFF_ID_ALPHABET[n % STAFF_ID_ALPHABET.length] + id;
  return `ST-M${id}`;
}

/** The staff registry's endpoints in the permission matrix. */
export async function staffRows({ t, estate, userIds }: MatrixContext): Promise<Row[]> {
  let phone = 7_000_000_000;
  let seq = 0;
  let lastId = 0;
  const staffCount = async () => (await t.db.select({ n: count() }).from(staffMembers))[0]!.n;
  /** A fresh active staff member of the matrix's resident, for each call that changes one. */
  const fresh = async () => {
    const [row] = await t.db
      .insert(staffMembers)
      .values({
        estateId: estate,
        residentId: userIds.resident,
        name: 'Matrix Cook',
        role: 'cook',
        phoneNumber: `0${++phone}`,
        uniqueId: matrixStaffId(++seq),
      })
      .returning();
    lastId = row!.id;
    return row!;
  };
  const asSeeded = async () => {
    const [row] = await t.db.select().from(staffMembers).where(eq(staffMembers.id, lastId));
    return row !== undefined && row.name === 'Matrix Cook' && row.status === 'active' && row.removalReason === null;
  };
  const body = () => ({ name: 'Matrix Driver', role: 'driver', phone_number: `0${++phone}`, gender: 'male' });
  let before = 0;

  return [
    { route: 'GET /api/artisans-domestics/', expect: listers, call: (c) => c.get('/api/artisans-domestics/') },
    {
      route: 'POST /api/artisans-domestics/',
      expect: { ...everyone(403), anonymous: 401, resident: 201, otherResident: 201 },
      call: async (c) => {
        before = await staffCount();
        return c.post('/api/artisans-domestics/', body());
      },
      unchanged: async () => (await staffCount()) === before,
    },
    {
      route: 'GET /api/artisans-domestics/export/',
      expect: adminOwnList,
      call: (c) => c.get('/api/artisans-domestics/export/'),
    },
    {
      route: 'GET /api/artisans-domestics/lookup/{unique_id}/',
      // Approved guards and admins of the estate; another estate's are told it does not exist.
      expect: {
        anonymous: 401,
        resident: 403,
        otherResident: 403,
        security: 200,
        pendingSecurity: 403,
        otherSecurity: 404,
        otherAdmin: 404,
        lapsedAdmin: 200,
        admin: 200,
      },
      call: async (c) => c.get(`/api/artisans-domestics/lookup/${(await fresh()).uniqueId}/`),
    },
    {
      route: 'GET /api/artisans-domestics/{id}/',
      expect: { ...ownerOnly(200), lapsedAdmin: 200, admin: 200, otherAdmin: 404 },
      call: async (c) => c.get(`/api/artisans-domestics/${(await fresh()).id}/`),
    },
    {
      route: 'PATCH /api/artisans-domestics/{id}/',
      expect: ownerOnly(200),
      call: async (c) => c.patch(`/api/artisans-domestics/${(await fresh()).id}/`, { name: 'Changed' }),
      unchanged: asSeeded,
    },
    {
      route: 'DELETE /api/artisans-domestics/{id}/',
      expect: ownerOnly(204),
      call: async (c) => c.delete(`/api/artisans-domestics/${(await fresh()).id}/`),
      unchanged: asSeeded,
    },
    {
      route: 'PATCH /api/artisans-domestics/{id}/disable/',
      // The estate's admin may remove (never waiting on a payment); another estate's is not told it exists.
      expect: { ...ownerOnly(200), otherAdmin: 404, lapsedAdmin: 403, admin: 200 },
      call: async (c) =>
        c.patch(`/api/artisans-domestics/${(await fresh()).id}/disable/`, { removal_reason: 'Matrix reason' }),
      unchanged: asSeeded,
    },
  ];
}
