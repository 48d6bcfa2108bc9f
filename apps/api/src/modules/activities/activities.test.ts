import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedTexts } from '../../../test/activity-feed';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { findUserByEmail } from '../users/users.queries';
import { insertActivity, listActivities } from './activities.queries';
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

    const page1 = await listActivities(t.db, estateId, { page: 1, pageSize: 2 });
    expect(page1.count).toBe(3);
    expect(page1.rows.map((r) => activityText(asActivityEntry(r)))).toEqual([
      'Second registered as estate security and awaits approval',
      'First was approved by Admin',
    ]);
    const page2 = await listActivities(t.db, estateId, { page: 2, pageSize: 2 });
    expect(page2.rows.map((r) => r.params.name)).toEqual(['First']);
    const registered = await listActivities(t.db, estateId, { page: 1, pageSize: 10, type: 'resident.registered' });
    expect(registered.rows.map((r) => r.params.name)).toEqual(['Second', 'First']);
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
    const [row] = (await listActivities(t.db, estate.id, { page: 1, pageSize: 1 })).rows;
    expect(row).toMatchObject({ type: 'resident.registered', subjectId: user!.id, actorId: user!.id });
  });
});
