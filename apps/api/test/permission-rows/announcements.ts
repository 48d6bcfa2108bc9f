import { count, eq } from 'drizzle-orm';
import { announcements } from '../../src/db/schema';
import { activeAdminWrite, type MatrixContext, membersOwn, type Row } from '../permission-matrix';

/** The announcement endpoints in the permission matrix. */
export async function announcementsRows({ t, estate }: MatrixContext): Promise<Row[]> {
  const body = { title: 'Matrix notice', message: 'Water is off on Saturday.' };
  const newAnnouncement = async () =>
    (
      await t.db
        .insert(announcements)
        .values({ estateId: estate, title: 'Matrix announcement', message: 'As seeded', createdByName: 'Seed' })
        .returning()
    )[0]!;
  const estateCount = async () =>
    (await t.db.select({ n: count() }).from(announcements).where(eq(announcements.estateId, estate)))[0]!.n;
  const asSeeded = async (id: number) => {
    const [row] = await t.db.select().from(announcements).where(eq(announcements.id, id));
    return row !== undefined && row.title === 'Matrix announcement' && row.message === 'As seeded';
  };

  // Each call that changes or removes one gets a fresh announcement; `unchanged` checks the one just used.
  let lastId = 0;
  const fresh = async () => {
    lastId = (await newAnnouncement()).id;
    return lastId;
  };
  let before = 0;

  return [
    { route: 'GET /api/announcements/', expect: membersOwn, call: (c) => c.get('/api/announcements/') },
    {
      route: 'POST /api/announcements/',
      // Another estate's admin posts to their own estate.
      expect: { ...activeAdminWrite(201), otherAdmin: 201 },
      call: async (c) => {
        before = await estateCount();
        return c.post('/api/announcements/', body);
      },
      unchanged: async () => (await estateCount()) === before,
    },
    {
      route: 'PUT /api/announcements/{id}/',
      expect: activeAdminWrite(200),
      call: async (c) => c.put(`/api/announcements/${await fresh()}/`, body),
      unchanged: () => asSeeded(lastId),
    },
    {
      route: 'DELETE /api/announcements/{id}/',
      expect: activeAdminWrite(204),
      call: async (c) => c.delete(`/api/announcements/${await fresh()}/`),
      unchanged: () => asSeeded(lastId),
    },
  ];
}
