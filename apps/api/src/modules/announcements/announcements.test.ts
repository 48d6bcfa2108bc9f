import { ANNOUNCEMENTS_PAGE_SIZE, MSG, SUBSCRIPTION_MSG } from '@estatehub/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedTexts } from '../../../test/activity-feed';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { announcements, jobs, subscriptions, users } from '../../db/schema';
import { RECIPIENT_BATCH } from './announcements.handlers';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A fresh estate with its admin, two residents and a guard, all signed in. */
async function estateWithPeople() {
  const estate = await t.createEstate({ name: `Palm Grove ${Math.random().toString(36).slice(2, 7)}` });
  const sign = async (role: 'admin' | 'resident' | 'security') => {
    const user = await t.createUser({
      estateId: estate.id,
      role,
      firstName: role === 'admin' ? 'Ada' : 'Res',
      lastName: 'Obi',
    });
    const client = t.client();
    expect((await client.login(user.email, PASSWORD)).status).toBe(200);
    return { user, client };
  };
  return {
    estate,
    estateId: estate.id,
    admin: await sign('admin'),
    resident: await sign('resident'),
    resident2: await sign('resident'),
    guard: await sign('security'),
  };
}

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Water outage',
  message: 'The water will be off on Saturday from 9am to 2pm.',
  ...over,
});

/** Arranges an announcement directly, at a chosen time, so ordering is known. */
async function seed(estateId: number, title: string, message = 'Notice', minutesAgo = 0) {
  const at = new Date(t.clock.now().getTime() - minutesAgo * 60_000);
  const [row] = await t.db
    .insert(announcements)
    .values({ estateId, title, message, createdByName: 'Seeded Admin', createdAt: at, updatedAt: at })
    .returning();
  return row!.id;
}

const titles = (res: { body: { results: { title: string }[] } }) => res.body.results.map((a) => a.title);
const rowOf = async (id: number) => (await t.db.select().from(announcements).where(eq(announcements.id, id)))[0];
const countIn = async (estateId: number) =>
  (await t.db.select().from(announcements).where(eq(announcements.estateId, estateId))).length;

describe('posting, editing and deleting announcements', () => {
  it('the admin posts one: 201 with the answer, trimmed, stored with the author name, and an activity entry', async () => {
    const { estateId, admin } = await estateWithPeople();
    const before = t.clock.now().toISOString();
    const res = await admin.client.post(
      '/api/announcements/',
      body({ title: '  Water outage  ', message: '  Off on Saturday.\nBack by 2pm.  ' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: 'Water outage',
      message: 'Off on Saturday.\nBack by 2pm.',
      created_at: expect.any(String),
      updated_at: res.body.created_at,
      created_by_name: 'Ada Obi',
    });
    expect(res.body.created_at >= before && res.body.created_at <= t.clock.now().toISOString()).toBe(true);
    expect(await rowOf(res.body.id)).toMatchObject({ estateId, createdBy: admin.user.id, createdByName: 'Ada Obi' });
    expect(await feedTexts(t, estateId)).toContain('Ada Obi posted the announcement "Water outage"');
  });

  it('title and message are required, bounded and clean: 400 with a message per field', async () => {
    const { estateId, admin } = await estateWithPeople();
    const empty = await admin.client.post('/api/announcements/', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ title: [MSG.required], message: [MSG.required] });

    const blank = await admin.client.post('/api/announcements/', { title: '   ', message: '\n\t ' });
    expect(blank.body).toEqual({ title: [MSG.required], message: [MSG.required] });

    const long = await admin.client.post('/api/announcements/', { title: 'x'.repeat(201), message: 'y'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      title: ['Ensure this field has no more than 200 characters.'],
      message: ['Ensure this field has no more than 5000 characters.'],
    });

    const wrongType = await admin.client.post('/api/announcements/', { title: 12, message: ['a'] });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({ title: ['Not a valid string.'], message: ['Not a valid string.'] });

    const control = await admin.client.post('/api/announcements/', { title: 'Bad\u0000title', message: 'ok' });
    expect(control.body).toEqual({ title: [MSG.forbiddenCharacters] });

    // The longest allowed values are accepted, and nothing refused was stored.
    const longest = await admin.client.post('/api/announcements/', {
      title: 'x'.repeat(200),
      message: 'y'.repeat(5000),
    });
    expect(longest.status).toBe(201);
    expect(await countIn(estateId)).toBe(1);
  });

  it('the admin edits one: 200, updated_at moves, created_at and the author stay; bad input is 400', async () => {
    const { estateId, admin } = await estateWithPeople();
    const id = await seed(estateId, 'Gate hours', 'Old text', 60);
    const before = (await rowOf(id))!;
    const res = await admin.client.put(`/api/announcements/${id}/`, body({ title: 'Gate hours (new)' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      title: 'Gate hours (new)',
      message: body().message,
      created_at: before.createdAt.toISOString(),
      created_by_name: 'Seeded Admin',
    });
    expect(res.body.updated_at > before.updatedAt.toISOString()).toBe(true);
    expect((await admin.client.put(`/api/announcements/${id}/`, { title: '', message: 'x' })).body).toEqual({
      title: [MSG.required],
    });
    expect((await rowOf(id))!.title).toBe('Gate hours (new)');
    expect((await admin.client.put('/api/announcements/999999/', body())).status).toBe(404);
    expect((await admin.client.put('/api/announcements/abc/', body())).status).toBe(400);
    expect(await feedTexts(t, estateId)).toContain('Ada Obi updated the announcement "Gate hours (new)"');
  });

  it('the admin deletes one: 204, gone, and a second delete or edit is 404', async () => {
    const { estateId, admin } = await estateWithPeople();
    const id = await seed(estateId, 'Old notice');
    expect((await admin.client.delete(`/api/announcements/${id}/`)).status).toBe(204);
    expect(await rowOf(id)).toBeUndefined();
    expect((await admin.client.delete(`/api/announcements/${id}/`)).status).toBe(404);
    expect((await admin.client.put(`/api/announcements/${id}/`, body())).status).toBe(404);
    expect(await feedTexts(t, estateId)).toContain('Ada Obi deleted the announcement "Old notice"');
  });

  it("only the estate's admin writes: others are refused and nothing changes", async () => {
    const { estateId, admin, resident, guard } = await estateWithPeople();
    const other = await estateWithPeople();
    const id = await seed(estateId, 'Kept', 'Kept text');

    for (const c of [resident.client, guard.client]) {
      expect((await c.post('/api/announcements/', body())).status).toBe(403);
      expect((await c.put(`/api/announcements/${id}/`, body())).status).toBe(403);
      expect((await c.delete(`/api/announcements/${id}/`)).status).toBe(403);
    }
    expect((await t.client().post('/api/announcements/', body())).status).toBe(401);
    // Another estate's admin does not learn the announcement exists.
    expect((await other.admin.client.put(`/api/announcements/${id}/`, body({ title: 'Taken' }))).status).toBe(404);
    expect((await other.admin.client.delete(`/api/announcements/${id}/`)).status).toBe(404);

    // A lapsed admin may not post or edit (they may still delete, as with dues).
    await t.db
      .update(subscriptions)
      .set({ nextBillingDate: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(subscriptions.userId, admin.user.id));
    const lapsed = await admin.client.post('/api/announcements/', body());
    expect(lapsed.status).toBe(403);
    expect(lapsed.body).toEqual({ detail: SUBSCRIPTION_MSG.inactive, subscription_active: false });
    expect((await admin.client.put(`/api/announcements/${id}/`, body())).status).toBe(403);

    expect(await countIn(estateId)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ title: 'Kept', message: 'Kept text' });
    expect(await countIn(other.estateId)).toBe(0);
  });
});

describe('the announcements list', () => {
  it('admins, residents and guards of the estate read it, newest first; others read only their own', async () => {
    const { estateId, admin, resident, guard } = await estateWithPeople();
    const other = await estateWithPeople();
    await seed(estateId, 'Oldest', 'a', 30);
    await seed(estateId, 'Newest', 'b', 1);
    await seed(estateId, 'Middle', 'c', 10);
    await seed(other.estateId, 'Elsewhere', 'd');

    const forAdmin = await admin.client.get('/api/announcements/');
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.body.count).toBe(3);
    expect(titles(forAdmin)).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(forAdmin.body.results[0]).toEqual({
      id: expect.any(Number),
      title: 'Newest',
      message: 'b',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      created_by_name: 'Seeded Admin',
    });
    expect(titles(await resident.client.get('/api/announcements/'))).toEqual(titles(forAdmin));
    expect(titles(await guard.client.get('/api/announcements/'))).toEqual(titles(forAdmin));
    expect(titles(await other.resident.client.get('/api/announcements/'))).toEqual(['Elsewhere']);
    expect((await t.client().get('/api/announcements/')).status).toBe(401);

    // Approval withdrawn after signing in: the session stays, the announcements do not.
    await t.db.update(users).set({ isApproved: false }).where(eq(users.id, guard.user.id));
    expect((await guard.client.get('/api/announcements/')).status).toBe(403);
  });

  it('pages six at a time by default, with a hard maximum page size; same instant: the later one first', async () => {
    const { estateId, admin } = await estateWithPeople();
    for (let i = 1; i <= 8; i++) await seed(estateId, `Notice ${i}`, 'x', 100 - i);
    // Two at the same instant: the higher id is newer.
    await seed(estateId, 'Tie A', 'x', 0);
    await seed(estateId, 'Tie B', 'x', 0);

    const first = await admin.client.get('/api/announcements/');
    expect(first.body.count).toBe(10);
    expect(first.body.results).toHaveLength(ANNOUNCEMENTS_PAGE_SIZE);
    expect(titles(first)).toEqual(['Tie B', 'Tie A', 'Notice 8', 'Notice 7', 'Notice 6', 'Notice 5']);
    const second = await admin.client.get('/api/announcements/?page=2&page_size=6');
    expect(titles(second)).toEqual(['Notice 4', 'Notice 3', 'Notice 2', 'Notice 1']);
    expect((await admin.client.get('/api/announcements/?page=3')).body).toEqual({ count: 10, results: [] });

    expect((await admin.client.get('/api/announcements/?page_size=50')).body.results).toHaveLength(10);
    expect((await admin.client.get('/api/announcements/?page_size=51')).status).toBe(400);
    expect((await admin.client.get('/api/announcements/?page=0')).status).toBe(400);
    expect((await admin.client.get('/api/announcements/?page=two')).status).toBe(400);
  });

  it('searches title and message, ignoring case, with LIKE wildcards taken literally', async () => {
    const { estateId, admin } = await estateWithPeople();
    await seed(estateId, 'Water outage', 'Saturday morning', 5);
    await seed(estateId, 'Road works', 'The WATER tanker will park at gate 2', 4);
    await seed(estateId, '100% turnout', 'Thanks all', 3);
    await seed(estateId, 'Gate_hours', 'Gate opens at 6', 2);
    await seed(estateId, 'Gatexhours', 'Closed', 1);

    const water = await admin.client.get('/api/announcements/?search=water');
    expect(water.body.count).toBe(2);
    expect(titles(water)).toEqual(['Road works', 'Water outage']);
    expect(titles(await admin.client.get('/api/announcements/?search=%20tanker%20'))).toEqual(['Road works']);
    expect(titles(await admin.client.get('/api/announcements/?search=100%25'))).toEqual(['100% turnout']);
    expect(titles(await admin.client.get('/api/announcements/?search=_'))).toEqual(['Gate_hours']);
    expect(titles(await admin.client.get('/api/announcements/?search=gate&page_size=1&page=2'))).toEqual([
      'Gate_hours',
    ]);
    expect((await admin.client.get('/api/announcements/?search=nothing')).body).toEqual({ count: 0, results: [] });
    // An empty search is no search.
    expect((await admin.client.get('/api/announcements/?search=')).body.count).toBe(5);
    expect((await admin.client.get(`/api/announcements/?search=${'a'.repeat(101)}`)).status).toBe(400);
  });
});

describe('a new announcement notifies the estate', () => {
  const mailsTo = (email: string) => t.smtp.received.filter((m) => m.to.includes(email.toLowerCase()));

  it("e-mails the estate's approved, active residents and guards, nobody else, and not on edit or delete", async () => {
    const { estate, admin, resident, resident2, guard } = await estateWithPeople();
    const unapproved = await t.createUser({ estateId: estate.id, isApproved: false });
    const inactive = await t.createUser({ estateId: estate.id, isActive: false });
    const outsider = await t.createUser({ estateId: (await t.createEstate()).id });

    const res = await admin.client.post(
      '/api/announcements/',
      body({ title: 'Estate meeting', message: 'Sunday 4pm at the clubhouse.\nAll welcome.' }),
    );
    expect(res.status).toBe(201);

    const mail = await t.smtp.waitFor(resident.user.email);
    await t.smtp.waitFor(resident2.user.email);
    await t.smtp.waitFor(guard.user.email);
    expect(mail.subject).toBe(`${estate.name}: Estate meeting`);
    expect(mail.text).toContain(`${estate.name} has posted a new announcement.`);
    expect(mail.text).toContain('Sunday 4pm at the clubhouse.\nAll welcome.');
    expect(mail.text).toContain('Posted by Ada Obi.');
    expect(mail.text).toContain(`${t.deps.config.PUBLIC_URL}/login`);
    await t.jobs.runDue();
    for (const nobody of [admin.user, unapproved, inactive, outsider]) expect(mailsTo(nobody.email)).toEqual([]);

    // Edits and deletes are not news: one e-mail each, still.
    await admin.client.put(`/api/announcements/${res.body.id}/`, body({ title: 'Estate meeting (moved)' }));
    await admin.client.delete(`/api/announcements/${res.body.id}/`);
    await t.jobs.runDue();
    await t.jobs.runDue();
    expect(mailsTo(resident.user.email)).toHaveLength(1);
  });

  it('reads recipients in batches: everyone past a batch boundary gets exactly one e-mail', async () => {
    const estate = await t.createEstate();
    const adminUser = await t.createUser({ estateId: estate.id, role: 'admin', firstName: 'Ada', lastName: 'Obi' });
    const admin = t.client();
    expect((await admin.login(adminUser.email, PASSWORD)).status).toBe(200);
    // One insert for the crowd: these people never sign in, so they need no password.
    const n = RECIPIENT_BATCH + 3;
    const tag = `${process.pid}x${Date.now()}`;
    await t.db.insert(users).values(
      Array.from({ length: n }, (_, i) => ({
        email: `crowd${i}.${tag}@example.ng`,
        role: i % 10 === 0 ? ('security' as const) : ('resident' as const),
        estateId: estate.id,
        isApproved: true,
      })),
    );

    const res = await admin.post('/api/announcements/', body({ title: `Crowd notice ${tag}` }));
    expect(res.status).toBe(201);
    await t.jobs.runDue();
    const queued = await t.db
      .select({ to: sql<string>`${jobs.payload}->>'to'` })
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail'), sql`${jobs.payload}->>'subject' like ${`%Crowd notice ${tag}`}`));
    expect(queued).toHaveLength(n);
    expect(new Set(queued.map((q) => q.to)).size).toBe(n);
  });
});
