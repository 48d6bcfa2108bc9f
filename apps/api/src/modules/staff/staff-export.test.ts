import { STAFF_CSV_COLUMNS, STAFF_ID_ALPHABET, STAFF_ID_PATTERN, STAFF_MSG } from '@estatehub/shared';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { staffMembers } from '../../db/schema';
import { estateWithPeople, newPhone, staffBody } from './staff.test-kit';
import { EXPORT_BATCH, neutralise } from './staff-csv';
import { newStaffId } from './staff-id';

/** The staff IDs the next registrations draw, in order; empty means the real source. */
const queued: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({}, { staffIds: () => queued.shift() ?? newStaffId() });
});
afterAll(() => t.close());

const csvOf = (text: string) => parse(text, { bom: true }) as string[][];

describe('staff IDs', () => {
  it('come from the look-alike-free alphabet', () => {
    for (let i = 0; i < 200; i++) expect(newStaffId()).toMatch(STAFF_ID_PATTERN);
    expect(STAFF_ID_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('a clash with an existing ID is drawn again, never a 500', async () => {
    const { resident } = await estateWithPeople(t);
    queued.push('ST-CRASH2');
    const first = await resident.client.post('/api/artisans-domestics/', staffBody());
    expect(first.body.unique_id).toBe('ST-CRASH2');
    queued.push('ST-CRASH2', 'ST-CRASH2', 'ST-FRESH3');
    const second = await resident.client.post('/api/artisans-domestics/', staffBody());
    expect(second.status).toBe(201);
    expect(second.body.unique_id).toBe('ST-FRESH3');
  });

  it('a source that only clashes gives up with a 503 and stores nothing', async () => {
    const { estateId, resident } = await estateWithPeople(t);
    queued.push('ST-STUCK2');
    await resident.client.post('/api/artisans-domestics/', staffBody());
    queued.push(...Array(10).fill('ST-STUCK2'));
    const res = await resident.client.post('/api/artisans-domestics/', staffBody());
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ detail: STAFF_MSG.idUnavailable });
    expect(await t.db.select().from(staffMembers).where(eq(staffMembers.estateId, estateId))).toHaveLength(1);
  });
});

describe('the CSV export', () => {
  it('the whole filtered list, every column, named by the Lagos date, parsed back', async () => {
    const { resident, resident2, admin } = await estateWithPeople(t);
    const a = await resident.client.post('/api/artisans-domestics/', staffBody({ name: 'Amina, "Mama" Cook' }));
    const b = await resident2.client.post('/api/artisans-domestics/', staffBody({ name: 'Chidi', gender: 'female' }));
    await admin.client.patch(`/api/artisans-domestics/${b.body.id}/disable/`, { removal_reason: 'Left' });

    const res = await admin.client.get('/api/artisans-domestics/export/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(t.clock.now());
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="staff-${day}.csv"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.text.charCodeAt(0)).toBe(0xfeff);

    const [header, ...rows] = csvOf(res.text);
    expect(header).toEqual([...STAFF_CSV_COLUMNS]);
    expect(rows).toEqual([
      [
        String(b.body.id),
        'Chidi',
        'Driver',
        b.body.phone_number,
        'Female',
        b.body.unique_id,
        resident2.user.email,
        b.body.estate_name,
        'Removed',
        day,
      ],
      [
        String(a.body.id),
        'Amina, "Mama" Cook',
        'Driver',
        a.body.phone_number,
        'Male',
        a.body.unique_id,
        resident.user.email,
        a.body.estate_name,
        'Active',
        day,
      ],
    ]);

    const active = csvOf((await admin.client.get('/api/artisans-domestics/export/?status=active')).text);
    expect(active.slice(1).map((r) => r[1])).toEqual(['Amina, "Mama" Cook']);
    const searched = csvOf(
      (await admin.client.get(`/api/artisans-domestics/export/?search=${resident2.user.email}`)).text,
    );
    expect(searched.slice(1).map((r) => r[1])).toEqual(['Chidi']);
  });

  it('reads past one batch without losing or repeating rows that share an instant', async () => {
    const { estateId, resident, admin } = await estateWithPeople(t);
    const total = EXPORT_BATCH + 37;
    const at = t.clock.now();
    await t.db.insert(staffMembers).values(
      Array.from({ length: total }, (_, i) => ({
        estateId,
        residentId: resident.user.id,
        name: `Bulk ${i}`,
        role: 'Cleaner',
        phoneNumber: newPhone(),
        uniqueId: newStaffId(),
        createdAt: at,
      })),
    );
    const rows = csvOf((await admin.client.get('/api/artisans-domestics/export/')).text).slice(1);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r[0])).size).toBe(total);
  });

  it('cells a spreadsheet would run as formulas are made text', async () => {
    const { resident, admin } = await estateWithPeople(t);
    await resident.client.post(
      '/api/artisans-domestics/',
      staffBody({ name: '=HYPERLINK("http://x","y")', role: '+cmd' }),
    );
    await resident.client.post('/api/artisans-domestics/', staffBody({ name: '@SUM(A1)', role: '-2+3' }));
    const rows = csvOf((await admin.client.get('/api/artisans-domestics/export/')).text).slice(1);
    expect(rows.map((r) => [r[1], r[2]])).toEqual([
      ["'@SUM(A1)", "'-2+3"],
      [`'=HYPERLINK("http://x","y")`, "'+cmd"],
    ]);
    expect(neutralise('Plain')).toBe('Plain');
  });

  it('is for admins only, of their own estate', async () => {
    const { resident, guard, admin } = await estateWithPeople(t);
    const other = await estateWithPeople(t);
    await resident.client.post('/api/artisans-domestics/', staffBody({ name: 'Mine' }));
    expect((await resident.client.get('/api/artisans-domestics/export/')).status).toBe(403);
    expect((await guard.client.get('/api/artisans-domestics/export/')).status).toBe(403);
    expect((await t.client().get('/api/artisans-domestics/export/')).status).toBe(401);
    expect(csvOf((await other.admin.client.get('/api/artisans-domestics/export/')).text)).toHaveLength(1);
    expect(csvOf((await admin.client.get('/api/artisans-domestics/export/')).text)).toHaveLength(2);
    expect((await admin.client.get('/api/artisans-domestics/export/?status=nope')).status).toBe(400);
  });
});
