import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../test/http-client';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';
import { type listResidents, residentConditions } from './residents.queries';

let t: TestApp;
let estateId: number;
let admin: HttpClient;
const PER_ESTATE = 5_000;

/** Many rows at once, straight into the table (no password hashing: these people never sign in). */
async function bulkResidents(estate: number, count: number, tag: string) {
  const streets = ['Palm', 'Cedar', 'Mahogany', 'Iroko', 'Baobab'];
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `${tag}${i}@bulk.example.ng`,
    firstName: `First${i}`,
    lastName: `${tag}Last${i}`,
    phoneNumber: `07${tag === 'a' ? '1' : '2'}${String(i).padStart(8, '0')}`,
    homeAddress: `${i} ${streets[i % 5]} Street`,
    houseType: i % 3 === 0 ? 'duplex' : 'miniflat',
    residentType: i % 2 === 0 ? 'tenant' : 'landlord/landlady',
    role: 'resident' as const,
    estateId: estate,
    isApproved: i % 4 !== 0,
    dateJoined: new Date(Date.now() - i * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 1000) await t.db.insert(users).values(rows.slice(i, i + 1000));
}

beforeAll(async () => {
  t = await startTestApp();
  estateId = (await t.createEstate()).id;
  const other = (await t.createEstate()).id;
  await bulkResidents(estateId, PER_ESTATE, 'a');
  await bulkResidents(other, PER_ESTATE, 'b');
  await t.db.execute(sql`analyze users`);
  const a = await t.createUser({ estateId, role: 'admin' });
  admin = t.client();
  await admin.login(a.email, PASSWORD);
}, 120_000);
afterAll(() => t.close());

async function plan(query: Parameters<typeof listResidents>[2]) {
  // The page query as listResidents runs it, explained.
  const where = residentConditions(estateId, query);
  const res = await t.db.execute(
    sql`explain select * from ${users} where ${where} order by ${users.dateJoined} desc, ${users.id} desc limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  return (res as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
}

const defaults = { page: 1, page_size: 10, status: 'all', house_type: 'all', resident_type: 'all' } as const;

describe(`the residents screen with ${PER_ESTATE} residents in an estate`, () => {
  it('pages, filters and searches in the database, quickly', async () => {
    const cases = [
      '/api/admin/residents/',
      '/api/admin/residents/?page=250',
      '/api/admin/residents/?status=pending&house_type=duplex&resident_type=tenant',
      '/api/admin/residents/?search=mahogany',
      '/api/admin/residents/?search=a4999@bulk',
    ];
    for (const url of cases) {
      const started = performance.now();
      const res = await admin.get(url);
      const ms = performance.now() - started;
      expect(res.status).toBe(200);
      expect(res.body.results.length).toBeLessThanOrEqual(10);
      expect(ms, `${url} took ${ms.toFixed(0)} ms`).toBeLessThan(1000);
    }
    const first = await admin.get('/api/admin/residents/');
    expect(first.body.counts).toEqual({ total: PER_ESTATE, approved: PER_ESTATE * 0.75, pending: PER_ESTATE * 0.25 });
    const last = await admin.get('/api/admin/residents/?page=500');
    expect(last.body.results.at(-1).email).toBe('a4999@bulk.example.ng');
    const search = await admin.get('/api/admin/residents/?search=a4999@bulk');
    expect(search.body.results.map((r: { email: string }) => r.email)).toEqual(['a4999@bulk.example.ng']);
  });

  it('uses the indexes: the estate/newest-first index for pages, the trigram index for search', async () => {
    const pagePlan = await plan(defaults);
    console.log(`page plan:\n${pagePlan}`);
    expect(pagePlan).toContain('users_estate_joined_idx');
    expect(pagePlan).not.toMatch(/Seq Scan on users/);

    const searchPlan = await plan({ ...defaults, search: 'mahogany' });
    console.log(`search plan:\n${searchPlan}`);
    expect(searchPlan).toMatch(/users_search_trgm_idx|users_estate_joined_idx/);
    expect(searchPlan).not.toMatch(/Seq Scan on users/);
  });
});
