import { ALERT_MSG } from '@estatehub/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedTexts } from '../../../test/activity-feed';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { alerts, liveEvents } from '../../db/schema';
import { openStream } from '../../realtime/sse-client.test-support';
import { ALERT_LIMIT } from './alerts.service';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Role = 'admin' | 'resident' | 'security';
async function member(estateId: number, role: Role, firstName = 'Test') {
  const user = await t.createUser({ estateId, role, firstName, lastName: 'Obi' });
  const client = t.client();
  expect((await client.login(user.email, PASSWORD)).status).toBe(200);
  return { user, client };
}

let estates = 0;
/** An estate with its admin, two residents and a guard signed in, and a guard of another estate. */
async function estateWithPeople() {
  const estate = await t.createEstate({ name: `Palm Grove ${++estates}` });
  const otherEstateId = (await t.createEstate()).id;
  return {
    estateId: estate.id,
    estateName: estate.name,
    admin: await member(estate.id, 'admin', 'Ada'),
    resident: await member(estate.id, 'resident', 'Chidi'),
    resident2: await member(estate.id, 'resident', 'Bola'),
    guard: await member(estate.id, 'security', 'Musa'),
    otherGuard: await member(otherEstateId, 'security'),
    otherAdmin: await member(otherEstateId, 'admin'),
  };
}

const alertCount = async (estateId: number) =>
  (await t.db.select({ n: count() }).from(alerts).where(eq(alerts.estateId, estateId)))[0]!.n;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('sending an alert', () => {
  it('names the missing type and the missing reason word for word, and stores nothing', async () => {
    const { estateId, resident } = await estateWithPeople();
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { alert_type: [ALERT_MSG.selectType] }],
      [{ alert_type: '' }, { alert_type: [ALERT_MSG.selectType] }],
      [{ alert_type: 'earthquake' }, { alert_type: [ALERT_MSG.selectType] }],
      [{ alert_type: 'other', other_reason: '   ' }, { other_reason: [ALERT_MSG.reasonRequired] }],
      [{ alert_type: 'other' }, { other_reason: [ALERT_MSG.reasonRequired] }],
      [{ alert_type: 'fire', other_reason: 'x'.repeat(1001) }, { other_reason: [expect.stringContaining('1000')] }],
      [{ alert_type: 'fire', other_reason: 'bad\u0000' }, { other_reason: [expect.any(String)] }],
    ];
    for (const [body, errors] of cases) {
      const res = await resident.client.post('/api/alert/', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(errors);
    }
    expect((await resident.client.post('/api/alert/', 'not json')).status).toBe(400);
    expect(await alertCount(estateId)).toBe(0);
    expect(await t.db.select().from(liveEvents)).toHaveLength(0);
  });

  it("a resident's alert reaches the admin's and the guard's open streams within a second, and no one else's", async () => {
    const p = await estateWithPeople();
    const [adminStream, guardStream, otherGuardStream, resident2Stream, senderStream] = await Promise.all([
      openStream(p.admin.client),
      openStream(p.guard.client),
      openStream(p.otherGuard.client),
      openStream(p.resident2.client),
      openStream(p.resident.client),
    ]);
    const started = Date.now();
    const res = await p.resident.client.post('/api/alert/', { alert_type: 'intruder', other_reason: ' Gate 2 ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      alert_type: 'intruder',
      other_reason: 'Gate 2',
      created_at: expect.any(String),
      sender_name: 'Chidi Obi',
      sender_role: 'resident',
    });
    const [[toAdmin], [toGuard]] = await Promise.all([
      adminStream.waitFor(1, 1000, 'alert'),
      guardStream.waitFor(1, 1000, 'alert'),
    ]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(toAdmin!.event).toBe('alert');
    expect(toAdmin!.data).toEqual({ ...res.body, estate_name: p.estateName });
    expect(toGuard!.data).toEqual(toAdmin!.data);
    await pause(300);
    expect(otherGuardStream.of('alert')).toEqual([]);
    expect(resident2Stream.of('alert')).toEqual([]);
    expect(senderStream.of('alert')).toEqual([]);
    for (const s of [adminStream, guardStream, otherGuardStream, resident2Stream, senderStream]) s.close();
  });

  it("an admin's alert reaches the residents and security, not the admin; the answer carries the e-mail", async () => {
    const p = await estateWithPeople();
    const streams = await Promise.all([p.resident, p.resident2, p.guard, p.admin].map((m) => openStream(m.client)));
    const res = await p.admin.client.post('/api/alert/', { alert_type: 'water', other_reason: '' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ sender_role: 'admin', sender_name: 'Ada Obi', sender_email: p.admin.user.email });
    for (const s of streams.slice(0, 3))
      expect((await s.waitFor(1, 1000, 'alert'))[0]!.data).toMatchObject({ alert_type: 'water' });
    await pause(200);
    expect(streams[3]!.of('alert')).toEqual([]);
    for (const s of streams) s.close();
  });

  it("a guard's alert reaches the admin and the other guards", async () => {
    const p = await estateWithPeople();
    const guard2 = await member(p.estateId, 'security');
    const [adminStream, guard2Stream, residentStream] = await Promise.all([
      openStream(p.admin.client),
      openStream(guard2.client),
      openStream(p.resident.client),
    ]);
    expect((await p.guard.client.post('/api/alert/', { alert_type: 'medical' })).status).toBe(201);
    await adminStream.waitFor(1, 1000, 'alert');
    await guard2Stream.waitFor(1, 1000, 'alert');
    await pause(200);
    expect(residentStream.of('alert')).toEqual([]);
    for (const s of [adminStream, guard2Stream, residentStream]) s.close();
  });

  it('e-mails every recipient, and records the alert in the estate activity', async () => {
    const p = await estateWithPeople();
    await p.resident.client.post('/api/alert/', { alert_type: 'fire', other_reason: 'Block C kitchen' });
    const mail = await t.smtp.waitFor(p.admin.user.email);
    expect(mail.subject).toBe(`Emergency alert: Fire Emergency at ${p.estateName}`);
    expect(mail.text).toContain('Fire Emergency from Chidi Obi (a resident)');
    expect(mail.text).toContain('Block C kitchen');
    expect(mail.text).toContain('/admin/alerts');
    expect((await t.smtp.waitFor(p.guard.user.email)).subject).toContain('Fire Emergency');
    expect(await feedTexts(t, p.estateId)).toContain(
      'Chidi Obi sent an emergency alert: Fire Emergency (Block C kitchen)',
    );
  });

  it(`lets a sender raise ${ALERT_LIMIT.max} alerts in ${ALERT_LIMIT.windowSeconds / 60} minutes, then answers 429 until the window ends`, async () => {
    const p = await estateWithPeople();
    for (let i = 0; i < ALERT_LIMIT.max; i++)
      expect((await p.resident.client.post('/api/alert/', { alert_type: 'fire' })).status).toBe(201);
    const refused = await p.resident.client.post('/api/alert/', { alert_type: 'fire' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: ALERT_MSG.tooMany, retry_after: expect.any(Number) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await alertCount(p.estateId)).toBe(ALERT_LIMIT.max);
    // Another sender's first alert always passes.
    expect((await p.resident2.client.post('/api/alert/', { alert_type: 'fire' })).status).toBe(201);
    t.clock.advance(ALERT_LIMIT.windowSeconds);
    expect((await p.resident.client.post('/api/alert/', { alert_type: 'fire' })).status).toBe(201);
  });
});

describe('the alert history', () => {
  it('a resident sees their own, the admin the estate’s with e-mails, a guard the estate’s without', async () => {
    const p = await estateWithPeople();
    await p.resident.client.post('/api/alert/', { alert_type: 'fire' });
    t.clock.advance(1);
    await p.resident2.client.post('/api/alert/', { alert_type: 'other', other_reason: 'Burst pipe' });
    t.clock.advance(1);
    await p.admin.client.post('/api/alert/', { alert_type: 'electricity' });

    const own = await p.resident.client.get('/api/alert/');
    expect(own.status).toBe(200);
    expect(own.body.count).toBe(1);
    expect(own.body.results).toEqual([expect.objectContaining({ alert_type: 'fire', sender_name: 'Chidi Obi' })]);
    expect(own.body.results[0]).not.toHaveProperty('sender_email');

    const all = await p.admin.client.get('/api/alert/');
    expect(all.body.count).toBe(3);
    expect(all.body.results.map((a: { alert_type: string }) => a.alert_type)).toEqual(['electricity', 'other', 'fire']);
    expect(all.body.results[1]).toMatchObject({ sender_name: 'Bola Obi', sender_email: p.resident2.user.email });

    const guard = await p.guard.client.get('/api/alert/');
    expect(guard.body.count).toBe(3);
    for (const a of guard.body.results) expect(a).not.toHaveProperty('sender_email');

    expect((await p.otherAdmin.client.get('/api/alert/')).body).toEqual({ count: 0, results: [] });
  });

  it('pages on the server, newest first, with a hard maximum page size', async () => {
    const p = await estateWithPeople();
    for (const type of ['fire', 'water', 'medical'] as const) {
      await p.admin.client.post('/api/alert/', { alert_type: type });
      t.clock.advance(1);
    }
    const page2 = await p.admin.client.get('/api/alert/?page=2&page_size=2');
    expect(page2.body.count).toBe(3);
    expect(page2.body.results.map((a: { alert_type: string }) => a.alert_type)).toEqual(['fire']);
    expect((await p.admin.client.get('/api/alert/?page_size=101')).status).toBe(400);
    expect((await p.admin.client.get('/api/alert/?page=0')).status).toBe(400);
  });
});
