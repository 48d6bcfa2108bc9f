import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedTexts } from '../../../test/activity-feed';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { onPostgres } from '../../../test/test-db';
import { activities } from '../../db/schema';
import { findUserByEmail } from '../users/users.queries';
import { fillMissingDescriptions, insertActivity, listActivities } from './activities.queries';
import { type ActivityEntry, activityText, asActivityEntry } from './activity-text';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('activity text', () => {
  it('renders each entry type from its stored parameters', () => {
    const cases: [ActivityEntry, string][] = [
      [
        { type: 'resident.registered', params: { name: 'Kemi Ade', role: 'security' } },
        'Kemi Ade registered as estate security and awaits approval',
      ],
      [
        { type: 'resident.registered', params: { name: 'Kemi Ade', role: 'resident' } },
        'Kemi Ade registered as a resident and awaits approval',
      ],
      [
        { type: 'resident.approved', params: { name: 'Kemi Ade', actorName: 'Ngozi Okafor' } },
        'Kemi Ade was approved by Ngozi Okafor',
      ],
      [
        { type: 'resident.deleted', params: { name: 'Kemi Ade', email: 'kemi@example.ng', actorName: 'Ngozi Okafor' } },
        'Kemi Ade (kemi@example.ng) was removed by Ngozi Okafor',
      ],
      [
        { type: 'resident.deletion_requested', params: { name: 'Kemi Ade', reason: 'Moving' } },
        'Kemi Ade asked to delete their account: Moving',
      ],
      [
        { type: 'resident.deletion_requested', params: { name: 'Kemi Ade', reason: '' } },
        'Kemi Ade asked to delete their account',
      ],
      [{ type: 'note', params: { text: 'Written before entries were data' } }, 'Written before entries were data'],
    ];
    for (const [entry, text] of cases) expect(activityText(entry)).toBe(text);
  });

  it('reads a stored row of an unknown type as a note rather than failing', () => {
    expect(activityText(asActivityEntry({ type: 'something.new', params: {} }))).toBe('something.new');
    expect(activityText(asActivityEntry({ type: 'toString', params: {} }))).toBe('toString');
  });
});

describe('the feed as data', () => {
  it('a page is the estate’s entries newest first, filterable by type, never another estate’s', async () => {
    const estateId = (await t.createEstate()).id;
    const other = (await t.createEstate()).id;
    const at = (minutesAgo: number) => new Date(t.clock.now().getTime() - minutesAgo * 60_000);
    await insertActivity(t.db, {
      estateId,
      type: 'resident.registered',
      params: { name: 'First', role: 'resident' },
      createdAt: at(30),
    });
    await insertActivity(t.db, {
      estateId,
      type: 'resident.approved',
      params: { name: 'First', actorName: 'Admin' },
      createdAt: at(20),
    });
    await insertActivity(t.db, {
      estateId,
      type: 'resident.registered',
      params: { name: 'Second', role: 'security' },
      createdAt: at(10),
    });
    await insertActivity(t.db, { estateId: other, type: 'note', params: { text: 'Elsewhere' }, createdAt: at(5) });

    const page1 = await listActivities(t.db, estateId, { page: 1, page_size: 2 });
    expect(page1.count).toBe(3);
    expect(page1.rows.map((r) => r.description)).toEqual([
      'Second registered as estate security and awaits approval',
      'First was approved by Admin',
    ]);
    const page2 = await listActivities(t.db, estateId, { page: 2, page_size: 2 });
    expect(page2.rows.map((r) => r.description)).toEqual(['First registered as a resident and awaits approval']);
    const registered = await listActivities(t.db, estateId, { page: 1, page_size: 10, type: 'resident' });
    expect(registered.rows.map((r) => r.description)).toEqual([
      'Second registered as estate security and awaits approval',
      'First was approved by Admin',
      'First registered as a resident and awaits approval',
    ]);
  });

  it('registering through the API records an entry about the new account, made by the event handler', async () => {
    const estate = await t.createEstate();
    const c = await t.client().primeCsrf();
    const res = await c.post('/api/auth/register/', {
      email: 'feed-newcomer@example.ng',
      password: PASSWORD,
      first_name: 'Feed',
      last_name: 'Newcomer',
      phone_number: '08011223344',
      home_address: '4 Feed Lane',
      house_type: '2bedroom',
      resident_type: 'tenant',
      estate: estate.id,
    });
    expect(res.status).toBe(201);
    expect(await feedTexts(t, estate.id)).toEqual(['Feed Newcomer registered as a resident and awaits approval']);
    const user = await findUserByEmail(t.db, 'feed-newcomer@example.ng');
    const [row] = await t.db.select().from(activities).where(eq(activities.estateId, estate.id));
    expect(row).toMatchObject({ type: 'resident.registered', subjectId: user!.id, actorId: user!.id });
  });
});

describe('the feed, prepared', () => {
  // PGlite runs each statement unnamed, so only PostgreSQL keeps plans to choose between.
  it.runIf(onPostgres)('is planned once per connection, not again at every call', async () => {
    const estateId = (await t.createEstate()).id;
    // A feed big enough for the planner's estimates to matter, and its statistics.
    await t.db.execute(sql`insert into activities (estate_id, type, description)
      select ${estateId}, 'note', 'Okafor paid the levy of house ' || g from generate_series(1, 2000) g`);
    await t.db.execute(sql`analyze activities; analyze activity_words`);
    await t.db.transaction(async (tx) => {
      // The connection may have run these statements for earlier tests: count this test's plans.
      const plans = async () => {
        const res = (await tx.execute(
          sql`select name, generic_plans::int as generic, custom_plans::int as custom
              from pg_prepared_statements where name like 'feed_%'`,
        )) as unknown as { rows: { name: string; generic: number; custom: number }[] };
        return new Map(res.rows.map((r) => [r.name, r]));
      };
      const before = await plans();
      // A page past the end runs the count statement too.
      for (const search of [undefined, 'okafor'])
        for (const page of [1, 1000])
          for (let i = 0; i < 8; i++) await listActivities(tx, estateId, { page, page_size: 10, search });
      const after = await plans();
      const made = ['feed_count_', 'feed_count_s', 'feed_page_', 'feed_page_s'].map((name) => ({
        name,
        generic: after.get(name)!.generic - (before.get(name)?.generic ?? 0),
        custom: after.get(name)!.custom - (before.get(name)?.custom ?? 0),
      }));
      expect(made).toEqual(
        made.map(({ name }) => ({ name, generic: name.startsWith('feed_page') ? 16 : 8, custom: 0 })),
      );
    });
  });
});

describe('entries written before sentences were stored', () => {
  it('get their sentence from their data, once, so the search finds them', async () => {
    const estateId = (await t.createEstate()).id;
    await t.db.insert(activities).values([
      { estateId, type: 'announcement.created', params: { title: 'Old notice', actorName: 'Ada' } },
      { estateId, type: 'note', params: {} },
    ]);
    while ((await fillMissingDescriptions(t.db)) > 0);
    const rows = await t.db.select().from(activities).where(eq(activities.estateId, estateId));
    expect(rows.map((r) => r.description).sort()).toEqual(['Ada posted the announcement "Old notice"', 'note']);
    expect(await fillMissingDescriptions(t.db)).toBe(0);
    const found = await listActivities(t.db, estateId, { page: 1, page_size: 10, search: 'old notice' });
    expect(found.rows.map((r) => r.description)).toEqual(['Ada posted the announcement "Old notice"']);
  });
});

describe('GET /api/activity-log/', () => {
  /** An estate with its signed-in admin and a feed of known entries at known ages (days). */
  async function estateWithFeed() {
    const estate = await t.createEstate();
    const admin = await t.createUser({ estateId: estate.id, role: 'admin' });
    const client = t.client();
    expect((await client.login(admin.email, PASSWORD)).status).toBe(200);
    const daysAgo = (d: number) => new Date(t.clock.now().getTime() - d * 86_400_000);
    const entries: [string, Record<string, unknown>, number][] = [
      ['payment.approved', { payerName: 'Kemi', dueTitle: 'Levy', amountKobo: 500_000, actorName: 'Ada' }, 0],
      ['visitor.arrived', { visitorName: 'Tunde', purpose: 'family', hostName: 'Kemi', guardName: 'Musa' }, 3],
      ['announcement.created', { title: 'Water outage', actorName: 'Ada' }, 20],
      ['resident.registered', { name: 'Bola Ade', role: 'resident' }, 60],
      ['due.created', { title: '100% Levy', amountKobo: 100, dueDate: '2026-01-01', actorName: 'Ada' }, 120],
    ];
    for (const [type, params, age] of entries)
      await insertActivity(t.db, { estateId: estate.id, type, params, createdAt: daysAgo(age) });
    return { estate, client };
  }
  const descriptions = (res: { body: { results: { description: string }[] } }) =>
    res.body.results.map((r) => r.description);

  it('answers the newest first, with kind, sentence and time, the kinds present, and the count', async () => {
    const { client } = await estateWithFeed();
    await insertActivity(t.db, { estateId: (await t.createEstate()).id, type: 'alert.sent', params: {} });
    const res = await client.get('/api/activity-log/');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(5);
    expect(res.body.types).toEqual(['resident', 'payment', 'visitor', 'announcement', 'due']);
    expect(res.body.results[0]).toEqual({
      id: expect.any(Number),
      type: 'payment',
      description: `Ada approved Kemi's payment of ₦5,000 for "Levy"`,
      created_at: expect.any(String),
    });
    expect(res.body.results.map((r: { type: string }) => r.type)).toEqual([
      'payment',
      'visitor',
      'announcement',
      'resident',
      'due',
    ]);
  });

  it('pages on the server, 10 by default', async () => {
    const { estate, client } = await estateWithFeed();
    for (let i = 0; i < 8; i++)
      await insertActivity(t.db, { estateId: estate.id, type: 'note', params: { text: `Note ${i}` } });
    const first = await client.get('/api/activity-log/');
    expect(first.body.count).toBe(13);
    expect(first.body.results).toHaveLength(10);
    const third = await client.get('/api/activity-log/?page=2&page_size=5');
    expect(third.body.results).toHaveLength(5);
    expect((await client.get('/api/activity-log/?page=3&page_size=5')).body.results).toHaveLength(3);
    // A page past the end still has the count and the kinds present (the second statement).
    expect((await client.get('/api/activity-log/?page=9')).body).toEqual({
      count: 13,
      results: [],
      types: first.body.types,
    });
    expect(first.body.types).toEqual(['resident', 'payment', 'visitor', 'announcement', 'due', 'note']);
    expect((await client.get('/api/activity-log/?page_size=500')).status).toBe(400);
  });

  it('searches the words of the sentence and the kind by their beginnings, and filters by kind', async () => {
    const { client } = await estateWithFeed();
    const found = async (search: string, extra = '') =>
      descriptions(await client.get(`/api/activity-log/?search=${encodeURIComponent(search)}${extra}`));
    const outage = 'Ada posted the announcement "Water outage"';
    expect(await found('water')).toEqual([outage]);
    // Whatever the case, a word's beginning, the words in any order, quotes and punctuation aside.
    expect(await found('WAT')).toEqual([outage]);
    expect(await found('“outage,” water')).toEqual([outage]);
    // Every word typed must be found: two words of two different entries find neither.
    expect(await found('water bola')).toEqual([]);
    // A word is found from its beginning, not from its middle.
    expect(await found('ater')).toEqual([]);
    expect((await client.get('/api/activity-log/?search=VISITOR')).body.count).toBe(1);
    expect(await found('100%')).toEqual(['Ada added the due "100% Levy" of ₦1, due 2026-01-01']);
    expect(await found('₦5,000')).toEqual([`Ada approved Kemi's payment of ₦5,000 for "Levy"`]);
    expect(await found('kemi')).toHaveLength(2);
    expect(await found('kemi', '&type=visitor')).toEqual(['Tunde (family) was let in for Kemi by Musa']);
    expect(await found('kemi', '&period=today')).toEqual([`Ada approved Kemi's payment of ₦5,000 for "Levy"`]);
    // Punctuation alone is no word to look for.
    expect((await client.get('/api/activity-log/?search=%25%25')).body).toMatchObject({ count: 0, results: [] });
    const dues = await client.get('/api/activity-log/?type=due');
    expect(dues.body).toMatchObject({ count: 1, types: ['resident', 'payment', 'visitor', 'announcement', 'due'] });
    expect((await client.get('/api/activity-log/?type=alert')).body).toMatchObject({ count: 0, results: [] });
    expect((await client.get('/api/activity-log/?type=payment&search=water')).body.count).toBe(0);
  });

  it('pages a search newest first, counting each entry once however many of its words match', async () => {
    const { estate, client } = await estateWithFeed();
    for (let i = 0; i < 12; i++)
      await insertActivity(t.db, {
        estateId: estate.id,
        type: 'note',
        params: { text: `Okafor and Okafors meeting ${i}` },
        createdAt: new Date(t.clock.now().getTime() - i * 60_000),
      });
    const first = await client.get('/api/activity-log/?search=okaf&page_size=5');
    expect(first.body.count).toBe(12);
    expect(descriptions(first)).toEqual([0, 1, 2, 3, 4].map((i) => `Okafor and Okafors meeting ${i}`));
    const last = await client.get('/api/activity-log/?search=okaf+meet&page=3&page_size=5');
    expect(last.body).toMatchObject({ count: 12 });
    expect(descriptions(last)).toEqual(['Okafor and Okafors meeting 10', 'Okafor and Okafors meeting 11']);
  });

  it('keeps and finds an entry whose sentence is far longer than an index row may be', async () => {
    const { estate, client } = await estateWithFeed();
    // 3,000 scattered 4-byte characters: 12 KB that does not compress, four times what a row of
    // the feed index can hold.
    let x = 12_345;
    const scattered = Array.from({ length: 3000 }, () => {
      x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
      return String.fromCodePoint(0x20000 + ((x >>> 8) % 40_000));
    });
    const reason = `Relocating 🏠 ${scattered.join('')}`;
    await insertActivity(t.db, {
      estateId: estate.id,
      type: 'resident.deletion_requested',
      params: { name: 'Zainab Musa', reason },
    });
    const found = await client.get('/api/activity-log/?search=RELOCATING');
    expect(found.body.count).toBe(1);
    expect(found.body.results[0].description).toBe(`Zainab Musa asked to delete their account: ${reason}`);
    // The long word is kept by its beginning, and found by it.
    const byItsStart = await client.get(
      `/api/activity-log/?search=${encodeURIComponent(scattered.slice(0, 20).join(''))}`,
    );
    expect(byItsStart.body.count).toBe(1);
  });

  it('filters by time window, measured from the server clock', async () => {
    const { client } = await estateWithFeed();
    const countFor = async (period: string) => (await client.get(`/api/activity-log/?period=${period}`)).body.count;
    expect(await countFor('today')).toBe(1);
    expect(await countFor('7d')).toBe(2);
    expect(await countFor('month')).toBe(3);
    expect(await countFor('3months')).toBe(4);
    expect(await countFor('all')).toBe(5);
    // Five days on, nothing is from today and the window edges have moved past the older entries.
    t.clock.advance(5 * 86_400);
    expect(await countFor('today')).toBe(0);
    expect(await countFor('7d')).toBe(1);
    expect(await countFor('month')).toBe(3);
    expect(await countFor('3months')).toBe(4);
  });
});
