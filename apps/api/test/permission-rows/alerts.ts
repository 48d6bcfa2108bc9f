import { count, eq } from 'drizzle-orm';
import { alerts, liveEvents } from '../../src/db/schema';
import { openStream } from '../../src/realtime/sse-client.test-support';
import { type Expect, everyone, type MatrixContext, type Row, signedIn } from '../permission-matrix';

/** Every approved member may send and read alerts (each their own estate's; a resident their own). */
const members = (ok: number): Expect => ({ ...everyone(ok), anonymous: 401, pendingSecurity: 403 });

/** Emergency alerts and the live stream in the permission matrix. */
export async function alertsRows({ t }: MatrixContext): Promise<Row[]> {
  const total = async () => ({
    alerts: (await t.db.select({ n: count() }).from(alerts))[0]!.n,
    // Only the alarms written with the alert: the bell's notifications of an earlier caller's
    // alert are published later by a background job and may land during a refused call.
    live: (await t.db.select({ n: count() }).from(liveEvents).where(eq(liveEvents.type, 'alert')))[0]!.n,
  });
  let before = { alerts: 0, live: 0 };

  return [
    { route: 'GET /api/alert/', expect: members(200), call: (c) => c.get('/api/alert/') },
    {
      route: 'POST /api/alert/',
      expect: members(201),
      call: async (c) => {
        before = await total();
        return c.post('/api/alert/', { alert_type: 'fire', other_reason: '' });
      },
      unchanged: async () => {
        const now = await total();
        return now.alerts === before.alerts && now.live === before.live;
      },
    },
    {
      route: 'GET /api/events/',
      expect: signedIn(200),
      // The stream never ends: opened, its status read, and closed.
      call: async (c) => {
        const stream = await openStream(c);
        stream.close();
        return { status: stream.status ?? 0 };
      },
    },
  ];
}
