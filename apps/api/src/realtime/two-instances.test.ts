import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { onPostgres } from '../../test/test-db';
import { openStream } from './sse-client.test-support';

// Two server instances only share a database on PostgreSQL (PGlite lives inside one process).
describe.runIf(onPostgres)('two server instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, { database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('an alert posted to one instance reaches streams held on the other within a second', async () => {
    const estateId = (await a.createEstate()).id;
    const otherEstateId = (await a.createEstate()).id;
    const signIn = async (app: TestApp, estate: number, role: 'admin' | 'resident' | 'security') => {
      const user = await a.createUser({ estateId: estate, role });
      const client = app.client();
      expect((await client.login(user.email, PASSWORD)).status).toBe(200);
      return client;
    };
    const admin = await signIn(b, estateId, 'admin');
    const guard = await signIn(b, estateId, 'security');
    const otherGuard = await signIn(b, otherEstateId, 'security');
    const resident = await signIn(a, estateId, 'resident');
    const streams = await Promise.all([admin, guard, otherGuard].map((c) => openStream(c)));

    const started = Date.now();
    const res = await resident.post('/api/alert/', { alert_type: 'intruder', other_reason: 'Back fence' });
    expect(res.status).toBe(201);
    await Promise.all([streams[0]!.waitFor(1, 1000, 'alert'), streams[1]!.waitFor(1, 1000, 'alert')]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(streams[0]!.of('alert')[0]!.data).toMatchObject({ id: res.body.id, alert_type: 'intruder' });
    await new Promise((r) => setTimeout(r, 300));
    expect(streams[2]!.of('alert')).toEqual([]);

    // A stream that reconnects to the other instance with Last-Event-ID gets what it missed.
    const seen = streams[0]!.of('alert')[0]!.id;
    streams[0]!.close();
    await resident.post('/api/alert/', { alert_type: 'fire' });
    await streams[1]!.waitFor(2, 1000, 'alert');
    const resumed = await openStream(await signedAgain(a, admin), { 'last-event-id': seen });
    const [missed] = await resumed.waitFor(1, 1000, 'alert');
    expect(missed!.data).toMatchObject({ alert_type: 'fire' });
    resumed.close();
    for (const s of streams) s.close();
  });
});

/** The same browser (its cookies) talking to another instance. */
async function signedAgain(app: TestApp, from: { cookies: Map<string, string> }) {
  const client = app.client();
  for (const [k, v] of from.cookies) client.cookies.set(k, v);
  return client;
}
