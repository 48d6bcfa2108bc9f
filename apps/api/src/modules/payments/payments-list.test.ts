import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../test/http-client';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { UserRow } from '../auth/session.queries';
import { addDue, seedPayment, signedInAs } from './payments.test-kit';

let t: TestApp;
let estateId: number;
let amaka: UserRow;
let tunde: UserRow;
let admin: HttpClient;
let amakaClient: HttpClient;
let tundeClient: HttpClient;
let guard: HttpClient;
let otherAdmin: HttpClient;

/** Lagos midnight on 1 March is 23:00 UTC on 28 February: that payment belongs to March. */
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await startTestApp();
  estateId = (await t.createEstate()).id;
  amaka = await t.createUser({ estateId, firstName: 'Amaka', lastName: 'Obi' });
  tunde = await t.createUser({ estateId, firstName: 'Tunde', lastName: 'Bello' });
  admin = await signedInAs(t, await t.createUser({ estateId, role: 'admin' }));
  amakaClient = await signedInAs(t, amaka);
  tundeClient = await signedInAs(t, tunde);
  guard = await signedInAs(t, await t.createUser({ estateId, role: 'security' }));
  const other = (await t.createEstate()).id;
  otherAdmin = await signedInAs(t, await t.createUser({ estateId: other, role: 'admin' }));

  const levy = (await addDue(t, estateId, { title: 'Security levy' })).id;
  const water = (await addDue(t, estateId, { title: 'Water 100%_rate' })).id;
  const seed = (resident: UserRow, dueId: number, status: 'pending' | 'approved' | 'rejected', createdAt: string) =>
    seedPayment(t, { estateId, dueId, resident, status, createdAt: at(createdAt) });
  // Oldest first; ids grow with them.
  await seed(amaka, levy, 'approved', '2026-01-15T10:00:00Z');
  await seed(tunde, levy, 'rejected', '2026-01-31T23:30:00Z'); // 1 February in Lagos
  await seed(tunde, levy, 'pending', '2026-02-10T09:00:00Z');
  await seed(amaka, water, 'approved', '2026-02-28T22:59:59Z'); // still February in Lagos
  await seed(amaka, water, 'pending', '2026-02-28T23:00:00Z'); // 1 March in Lagos
  await seed(tunde, water, 'approved', '2026-03-05T12:00:00Z');
  // Another estate's payment is never seen here.
  const theirDue = (await addDue(t, other, { title: 'Security levy' })).id;
  await seedPayment(t, { estateId: other, dueId: theirDue, resident: null, createdAt: at('2026-04-01T12:00:00Z') });
});
afterAll(() => t.close());

const names = (body: { results: { resident_name: string; due_title: string; payment_date: string }[] }) =>
  body.results.map(
    (p) => `${p.resident_name.split(' ')[0]} ${p.due_title.split(' ')[0]} ${p.payment_date.slice(0, 10)}`,
  );

describe('GET /api/payments/ for the admin', () => {
  it('lists the estate’s payments newest first, with counters and the months that have payments', async () => {
    const res = await admin.get('/api/payments/');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(6);
    expect(names(res.body)).toEqual([
      'Tunde Water 2026-03-05',
      'Amaka Water 2026-02-28',
      'Amaka Water 2026-02-28',
      'Tunde Security 2026-02-10',
      'Tunde Security 2026-01-31',
      'Amaka Security 2026-01-15',
    ]);
    expect(res.body.results[1].status).toBe('pending'); // the later of the two on 28 February (UTC)
    expect(res.body.counts).toEqual({ total: 6, approved: 3, pending: 2, rejected: 1 });
    expect(res.body.months).toEqual(['2026-03', '2026-02', '2026-01']);
  });

  it('filters by status: the page narrows, the counters keep every status', async () => {
    const res = await admin.get('/api/payments/?status=approved');
    expect(res.body.count).toBe(3);
    expect(res.body.results.every((p: { status: string }) => p.status === 'approved')).toBe(true);
    expect(res.body.counts).toEqual({ total: 6, approved: 3, pending: 2, rejected: 1 });
  });

  it('filters by month in Lagos time', async () => {
    const feb = await admin.get('/api/payments/?month=2026-02');
    expect(names(feb.body)).toEqual([
      'Amaka Water 2026-02-28',
      'Tunde Security 2026-02-10',
      'Tunde Security 2026-01-31',
    ]);
    expect(feb.body.counts).toEqual({ total: 3, approved: 1, pending: 1, rejected: 1 });
    const march = await admin.get('/api/payments/?month=2026-03&status=pending');
    expect(march.body.count).toBe(1);
    expect(march.body.results[0]).toMatchObject({ resident_name: 'Amaka Obi', status: 'pending' });
    // The months list is the scope's, not the filtered set's.
    expect(march.body.months).toEqual(['2026-03', '2026-02', '2026-01']);
    expect((await admin.get('/api/payments/?month=2025-12')).body).toMatchObject({ count: 0, results: [] });
  });

  it('searches resident names and due titles, case-insensitively, with % and _ taken literally', async () => {
    expect((await admin.get('/api/payments/?search=tunde')).body.count).toBe(3);
    expect((await admin.get('/api/payments/?search=SECURITY')).body.count).toBe(3);
    expect((await admin.get('/api/payments/?search=100%25_')).body.count).toBe(3);
    expect((await admin.get('/api/payments/?search=%25')).body.count).toBe(3);
    expect((await admin.get('/api/payments/?search=_')).body.count).toBe(3);
    const both = await admin.get('/api/payments/?search=amaka&status=approved&month=2026-02');
    expect(names(both.body)).toEqual(['Amaka Water 2026-02-28']);
    expect(both.body.counts).toEqual({ total: 1, approved: 1, pending: 0, rejected: 0 });
  });

  it('pages on the server', async () => {
    const first = await admin.get('/api/payments/?page_size=5');
    const second = await admin.get('/api/payments/?page_size=5&page=2');
    expect([first.body.count, first.body.results.length, second.body.results.length]).toEqual([6, 5, 1]);
    expect(second.body.results[0].resident_name).toBe('Amaka Obi');
    expect((await admin.get('/api/payments/?page=9')).body).toMatchObject({ count: 6, results: [] });
    expect((await admin.get('/api/payments/?page_size=51')).status).toBe(400);
    expect((await admin.get('/api/payments/?page=0')).status).toBe(400);
  });

  it('refuses malformed filters', async () => {
    for (const q of ['month=2026-13', 'month=26-01', 'status=paid', `search=${'x'.repeat(101)}`]) {
      const res = await admin.get(`/api/payments/?${q}`);
      expect({ q, status: res.status }).toEqual({ q, status: 400 });
    }
  });
});

describe('GET /api/payments/ for others', () => {
  it('a resident sees only their own payments, counters and months', async () => {
    const res = await tundeClient.get('/api/payments/');
    expect(res.body.count).toBe(3);
    expect(res.body.results.every((p: { resident_name: string }) => p.resident_name === 'Tunde Bello')).toBe(true);
    expect(res.body.counts).toEqual({ total: 3, approved: 1, pending: 1, rejected: 1 });
    expect(res.body.months).toEqual(['2026-03', '2026-02']);
    // Searching for someone else's name finds nothing of theirs.
    expect((await tundeClient.get('/api/payments/?search=Amaka')).body.count).toBe(0);
    expect((await amakaClient.get('/api/payments/?page_size=5')).body.count).toBe(3);
  });

  it('another estate’s admin sees only their own estate; guards and the signed-out are refused', async () => {
    const theirs = await otherAdmin.get('/api/payments/');
    expect(theirs.body).toMatchObject({ count: 1, months: ['2026-04'] });
    expect((await guard.get('/api/payments/')).status).toBe(403);
    expect((await (await t.client().primeCsrf()).get('/api/payments/')).status).toBe(401);
  });
});
