import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { onPostgres } from '../../test/test-db';
import { liveEvents } from '../db/schema';
import { latestLiveEventIds, pruneLiveEvents } from './live-events.queries';
import { publishLive } from './publish';
import { openStream } from './sse-client.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({}, { live: { heartbeatMs: 200 } });
});
afterAll(() => t.close());

async function signedIn(role: 'admin' | 'resident' | 'security' = 'resident') {
  const estateId = (await t.createEstate()).id;
  const user = await t.createUser({ estateId, role });
  const client = t.client();
  expect((await client.login(user.email, PASSWORD)).status).toBe(200);
  return { user, client };
}

const publish = (userIds: number[], data: Record<string, unknown>, type: 'alert' | 'notification' = 'notification') =>
  t.db.transaction((tx) => publishLive(tx, userIds, { type, data }));

describe('the live stream', () => {
  it('a signed-out request is 401 and opens nothing', async () => {
    const stream = await openStream(t.client());
    expect(stream.status).toBe(401);
  });

  it("answers text/event-stream with the security headers, and delivers only its own user's events", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const stream = await openStream(a.client);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    await publish([b.user.id], { n: 'for b' });
    await publish([a.user.id], { n: 'for a' }, 'alert');
    const [event] = await stream.waitFor(1);
    expect(event).toEqual({ id: expect.stringMatching(/^\d+$/), event: 'alert', data: { n: 'for a' } });
    await new Promise((r) => setTimeout(r, 100));
    expect(stream.events).toHaveLength(1);
    stream.close();
  });

  it('starts from now: events from before the stream opened are not replayed', async () => {
    const a = await signedIn();
    await publish([a.user.id], { n: 'old' });
    const stream = await openStream(a.client);
    await publish([a.user.id], { n: 'new' });
    await stream.waitFor(1);
    expect(stream.events.map((e) => e.data)).toEqual([{ n: 'new' }]);
    stream.close();
  });

  it('an event published in a transaction that rolls back is never delivered', async () => {
    const a = await signedIn();
    const stream = await openStream(a.client);
    await expect(
      t.db.transaction(async (tx) => {
        await publishLive(tx, [a.user.id], { type: 'alert', data: { n: 'rolled back' } });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await publish([a.user.id], { n: 'committed' });
    await stream.waitFor(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(stream.events.map((e) => e.data)).toEqual([{ n: 'committed' }]);
    stream.close();
  });

  it('resumes after Last-Event-ID (header or query), in order, across more than one read batch', async () => {
    const a = await signedIn();
    const first = await openStream(a.client);
    await publish([a.user.id], { n: 0 });
    const [seen] = await first.waitFor(1);
    first.close();
    for (let i = 1; i <= 120; i++) await publish([a.user.id], { n: i });
    const resumed = await openStream(a.client, { 'last-event-id': seen!.id });
    await resumed.waitFor(120);
    expect(resumed.events.map((e) => (e.data as { n: number }).n)).toEqual(
      Array.from({ length: 120 }, (_, i) => i + 1),
    );
    resumed.close();
    const byQuery = await openStream(a.client, {}, `/api/events/?last_event_id=${resumed.events[118]!.id}`);
    await byQuery.waitFor(1);
    expect(byQuery.events.map((e) => e.data)).toEqual([{ n: 120 }]);
    byQuery.close();
  });

  it('a malformed Last-Event-ID starts from now instead of failing', async () => {
    const a = await signedIn();
    await publish([a.user.id], { n: 'old' });
    const stream = await openStream(a.client, { 'last-event-id': 'abc' });
    expect(stream.status).toBe(200);
    await publish([a.user.id], { n: 'new' });
    await stream.waitFor(1);
    expect(stream.events.map((e) => e.data)).toEqual([{ n: 'new' }]);
    stream.close();
  });

  it('sends heartbeat comments while idle', async () => {
    const a = await signedIn();
    const stream = await openStream(a.client);
    await new Promise((r) => setTimeout(r, 450));
    expect(stream.comments.filter((c) => c === 'ping').length).toBeGreaterThanOrEqual(1);
    stream.close();
  });

  it('two streams of one user both receive; a stream closed by the client is dropped', async () => {
    const a = await signedIn();
    const s1 = await openStream(a.client);
    const s2 = await openStream(a.client);
    await publish([a.user.id], { n: 1 });
    await s1.waitFor(1);
    await s2.waitFor(1);
    s1.close();
    await publish([a.user.id], { n: 2 });
    await s2.waitFor(2);
    s2.close();
  });

  it('prunes events older than the cut-off', async () => {
    const a = await signedIn();
    await publish([a.user.id], { n: 1 });
    expect(await latestLiveEventIds(t.db, a.user.id, 1)).toHaveLength(1);
    await pruneLiveEvents(t.db, new Date(Date.now() + 60_000));
    expect(await t.db.select().from(liveEvents)).toEqual([]);
  });

  // Only PostgreSQL runs two transactions at once; PGlite has one connection, so commits keep id order.
  it.runIf(onPostgres)(
    'an event whose transaction commits after a later-numbered one still arrives, once',
    async () => {
      const a = await signedIn();
      const stream = await openStream(a.client);
      let commitFirst!: () => void;
      const held = new Promise<void>((r) => {
        commitFirst = r;
      });
      let published!: () => void;
      const inserted = new Promise<void>((r) => {
        published = r;
      });
      // The first transaction takes its id, then waits while a second one publishes and commits.
      const first = t.db.transaction(async (tx) => {
        await publishLive(tx, [a.user.id], { type: 'alert', data: { n: 'first' } });
        published();
        await held;
      });
      await inserted;
      await publish([a.user.id], { n: 'second' }, 'alert');
      await stream.waitFor(1, 1000, 'alert');
      commitFirst();
      await first;
      const events = await stream.waitFor(2, 1000, 'alert');
      expect(events.map((e) => e.data)).toEqual([{ n: 'second' }, { n: 'first' }]);
      // A later event is sent once, and nothing is sent twice.
      await publish([a.user.id], { n: 'third' }, 'alert');
      await stream.waitFor(3, 1000, 'alert');
      await new Promise((r) => setTimeout(r, 200));
      expect(stream.of('alert').map((e) => e.data)).toEqual([{ n: 'second' }, { n: 'first' }, { n: 'third' }]);
      stream.close();
    },
  );
});
