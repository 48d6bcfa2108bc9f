import { and, count, eq, isNull } from 'drizzle-orm';
import { notifications, pushSubscriptions } from '../../src/db/schema';
import { type MatrixContext, type Row, signedIn } from '../permission-matrix';

/** The bell and web push: every signed-in person has their own; nobody reaches another's. */
export async function notificationsRows({ t, userIds }: MatrixContext): Promise<Row[]> {
  const owner = userIds.resident;
  let seq = 0;
  let lastId = 0;
  /** A fresh unread entry of the matrix's resident for each call. */
  const freshEntry = async () => {
    const [row] = await t.db
      .insert(notifications)
      .values({ userId: owner, kind: 'matrix', title: 'Matrix entry', sourceKey: `matrix:${++seq}` })
      .returning();
    lastId = row!.id;
    return lastId;
  };
  const unread = async () =>
    (
      await t.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, owner), isNull(notifications.readAt)))
    )[0]!.n;
  const entryUnread = async () =>
    (await t.db.select().from(notifications).where(eq(notifications.id, lastId)))[0]?.readAt === null;

  let endpoint = '';
  /** A fresh subscription of the matrix's resident for each removal. */
  const freshSubscription = async () => {
    endpoint = `https://push.example.test/matrix/${++seq}`;
    await t.db.insert(pushSubscriptions).values({ userId: owner, endpoint, p256dh: 'BAAA', auth: 'AAAA' });
    return endpoint;
  };
  const subscriptionCount = async () => (await t.db.select({ n: count() }).from(pushSubscriptions))[0]!.n;
  const subscription = (n: number) => ({
    endpoint: `https://push.example.test/caller/${n}`,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  });
  let before = 0;

  await freshEntry();
  return [
    { route: 'GET /api/notifications/', expect: signedIn(200), call: (c) => c.get('/api/notifications/') },
    {
      route: 'POST /api/notifications/{id}/read/',
      // Only the owner: everyone else is told it does not exist.
      expect: { ...signedIn(404), resident: 200 },
      call: async (c) => c.post(`/api/notifications/${await freshEntry()}/read/`),
      unchanged: entryUnread,
    },
    {
      route: 'POST /api/notifications/read-all/',
      expect: signedIn(200),
      call: async (c) => {
        await freshEntry();
        before = await unread();
        return c.post('/api/notifications/read-all/');
      },
      unchanged: async () => (await unread()) === before,
    },
    { route: 'GET /api/push/key/', expect: signedIn(200), call: (c) => c.get('/api/push/key/') },
    {
      route: 'POST /api/push/subscriptions/',
      expect: signedIn(201),
      call: async (c) => {
        before = await subscriptionCount();
        return c.post('/api/push/subscriptions/', subscription(++seq));
      },
      unchanged: async () => (await subscriptionCount()) === before,
    },
    {
      route: 'DELETE /api/push/subscriptions/',
      // Answered alike for everyone (turning off is idempotent), but only the owner's call removes it.
      expect: signedIn(204),
      call: async (c) => c.request('DELETE', '/api/push/subscriptions/', { endpoint: await freshSubscription() }),
      unchanged: async () =>
        (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).length === 1,
    },
  ];
}
