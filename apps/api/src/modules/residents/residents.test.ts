import { MSG } from '@estatehub/shared';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedTexts } from '../../../test/activity-feed';
import { form, PNG_BYTES } from '../../../test/fixtures';
import type { HttpClient } from '../../../test/http-client';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';

let t: TestApp;
let estateId: number;
let admin: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  estateId = (await t.createEstate({ name: 'Lekki Gardens' })).id;
  const a = await t.createUser({ estateId, role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  admin = t.client();
  await admin.login(a.email, PASSWORD);
});
afterAll(() => t.close());

/** A browser signed in as a fresh user of the given role and estate. */
async function signedIn(role: 'admin' | 'resident' | 'security', estate: number) {
  const user = await t.createUser({ estateId: estate, role });
  const c = t.client();
  expect((await c.login(user.email, PASSWORD)).status).toBe(200);
  return c;
}

describe('permissions of the admin residents calls', () => {
  it('anonymous 401, resident and guard 403, admin of another estate sees none of this estate', async () => {
    const target = await t.createUser({ estateId, isApproved: false });
    const other = (await t.createEstate()).id;
    const callers = {
      anonymous: await t.client().primeCsrf(),
      resident: await signedIn('resident', estateId),
      security: await signedIn('security', estateId),
      otherAdmin: await signedIn('admin', other),
    };
    const calls = [
      (c: HttpClient) => c.get('/api/admin/residents/'),
      (c: HttpClient) => c.get('/api/admin/residents/pdf/'),
      (c: HttpClient) => c.post(`/api/admin/approve-resident/${target.id}/`),
      (c: HttpClient) => c.request('DELETE', `/api/admin/delete-resident/${target.id}/`),
    ];
    for (const call of calls) {
      expect((await call(callers.anonymous)).status).toBe(401);
      expect((await call(callers.resident)).status).toBe(403);
      expect((await call(callers.security)).status).toBe(403);
    }
    // Another estate's admin: their own (empty) list, and 404 for this estate's resident.
    const list = await callers.otherAdmin.get('/api/admin/residents/');
    expect(list.status).toBe(200);
    expect(list.body.results.some((r: { id: number }) => r.id === target.id)).toBe(false);
    expect((await callers.otherAdmin.post(`/api/admin/approve-resident/${target.id}/`)).status).toBe(404);
    expect((await callers.otherAdmin.request('DELETE', `/api/admin/delete-resident/${target.id}/`)).status).toBe(404);
    const after = await t.db.query.users.findFirst({ where: eq(users.id, target.id) });
    expect(after?.isApproved).toBe(false);
  });

  it('an admin cannot approve or delete another admin through these calls', async () => {
    const otherAdmin = await t.createUser({ estateId, role: 'admin' });
    expect((await admin.post(`/api/admin/approve-resident/${otherAdmin.id}/`)).status).toBe(404);
    expect((await admin.request('DELETE', `/api/admin/delete-resident/${otherAdmin.id}/`)).status).toBe(404);
  });
});

describe('GET /api/admin/residents/', () => {
  let estate2: number;
  let boss: HttpClient;

  beforeAll(async () => {
    estate2 = (await t.createEstate()).id;
    const a = await t.createUser({ estateId: estate2, role: 'admin' });
    boss = t.client();
    await boss.login(a.email, PASSWORD);
    const day = 86_400_000;
    const base = Date.now() - 100 * day;
    const people = [
      {
        firstName: 'Chioma',
        lastName: 'Okeke',
        homeAddress: '4 Palm Close',
        houseType: 'duplex',
        residentType: 'tenant',
        isApproved: true,
      },
      {
        firstName: 'Emeka',
        lastName: 'Nnadi',
        homeAddress: '9 Cedar Way',
        houseType: 'duplex',
        residentType: 'landlord/landlady',
        isApproved: false,
      },
      {
        firstName: 'Funke',
        lastName: 'Ojo',
        homeAddress: '4 Palm Close',
        houseType: 'miniflat',
        residentType: 'tenant',
        isApproved: false,
      },
      {
        firstName: 'Garba',
        lastName: 'Musa',
        homeAddress: 'Main Gate',
        houseType: 'other',
        residentType: 'security',
        isApproved: false,
        role: 'security' as const,
      },
    ];
    for (const [i, p] of people.entries()) {
      await t.createUser({ estateId: estate2, ...p, dateJoined: new Date(base + i * day) });
    }
    for (let i = 0; i < 11; i++) {
      await t.createUser({
        estateId: estate2,
        firstName: 'Bulk',
        lastName: `Person${i}`,
        dateJoined: new Date(base - (i + 1) * day),
      });
    }
  });

  it('pages 10 at a time, newest join first, with counters over the filtered set', async () => {
    const res = await boss.get('/api/admin/residents/');
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(10);
    expect(res.body.count).toBe(15);
    expect(res.body.counts).toEqual({ total: 15, approved: 12, pending: 3 });
    expect(res.body.results.slice(0, 4).map((r: { first_name: string }) => r.first_name)).toEqual([
      'Garba',
      'Funke',
      'Emeka',
      'Chioma',
    ]);
    expect(Object.keys(res.body.results[0]).sort()).toEqual(
      [
        'date_joined',
        'email',
        'email_verified',
        'first_name',
        'home_address',
        'house_type',
        'id',
        'is_approved',
        'last_name',
        'phone_number',
        'resident_type',
        'role',
      ].sort(),
    );
    const page2 = await boss.get('/api/admin/residents/?page=2');
    expect(page2.body.results).toHaveLength(5);
    const beyond = await boss.get('/api/admin/residents/?page=9');
    expect(beyond.body.results).toEqual([]);
    // A page number past a safe integer is refused by name, never passed on as an offset.
    const absurd = await boss.get('/api/admin/residents/?page=100000000000000000000');
    expect(absurd.status).toBe(400);
    expect(Object.keys(absurd.body)).toEqual(['page']);
  });

  it('shows pending security staff, and never the admins', async () => {
    const res = await boss.get('/api/admin/residents/?status=pending&resident_type=security');
    expect(res.body.results.map((r: { first_name: string; role: string }) => [r.first_name, r.role])).toEqual([
      ['Garba', 'security'],
    ]);
    const all = await boss.get('/api/admin/residents/?page_size=100');
    expect(all.body.results.every((r: { role: string }) => r.role !== 'admin')).toBe(true);
  });

  it('searches name, e-mail, address and phone, case-insensitively', async () => {
    const byName = await boss.get('/api/admin/residents/?search=chIOMA');
    expect(byName.body.results.map((r: { first_name: string }) => r.first_name)).toEqual(['Chioma']);
    const byAddress = await boss.get('/api/admin/residents/?search=palm%20close');
    expect(byAddress.body.counts).toEqual({ total: 2, approved: 1, pending: 1 });
    const someone = byName.body.results[0];
    const byEmail = await boss.get(`/api/admin/residents/?search=${encodeURIComponent(someone.email)}`);
    expect(byEmail.body.count).toBe(1);
    const byPhone = await boss.get(`/api/admin/residents/?search=${someone.phone_number.slice(3)}`);
    expect(byPhone.body.results[0].id).toBe(someone.id);
    const wildcard = await boss.get('/api/admin/residents/?search=%25');
    expect(wildcard.body.count).toBe(0);
  });

  it('filters by status, house type and resident type together', async () => {
    const res = await boss.get('/api/admin/residents/?status=pending&house_type=duplex');
    expect(res.body.results.map((r: { first_name: string }) => r.first_name)).toEqual(['Emeka']);
    expect(res.body.counts).toEqual({ total: 1, approved: 0, pending: 1 });
    const landlords = await boss.get('/api/admin/residents/?resident_type=landlord/landlady');
    expect(landlords.body.count).toBe(1);
    const bad = await boss.get('/api/admin/residents/?house_type=castle&status=maybe&page_size=500');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['house_type', 'page_size', 'status']);
  });
});

describe('approve and delete', () => {
  it('approve lets the person sign in, e-mails them and records an activity', async () => {
    const pending = await t.createUser({ estateId, isApproved: false, firstName: 'Ngozi', lastName: 'Eze' });
    expect((await t.client().login(pending.email, PASSWORD)).body.detail).toBe(MSG.awaitingApproval);
    const res = await admin.post(`/api/admin/approve-resident/${pending.id}/`);
    expect(res.status).toBe(200);
    expect(res.body.detail).toContain('Ngozi Eze');
    expect((await t.client().login(pending.email, PASSWORD)).status).toBe(200);
    const mail = await t.smtp.waitFor(pending.email);
    expect(mail.subject).toContain('approved');
    expect(mail.text).toContain('/login');
    expect(await feedTexts(t, estateId)).toContain('Ngozi Eze was approved by Ada Admin');
    // Approving again changes nothing and still answers 200.
    expect((await admin.post(`/api/admin/approve-resident/${pending.id}/`)).status).toBe(200);
  });

  it('delete removes the account and its sessions, and records an activity', async () => {
    const victim = await t.createUser({ estateId, firstName: 'Tobi', lastName: 'Gone' });
    const browser = t.client();
    await browser.login(victim.email, PASSWORD);
    const res = await admin.request('DELETE', `/api/admin/delete-resident/${victim.id}/`);
    expect(res.status).toBe(204);
    expect((await browser.get('/api/resident/profile/')).status).toBe(401);
    expect(await t.db.query.users.findFirst({ where: eq(users.id, victim.id) })).toBeUndefined();
    expect(await feedTexts(t, estateId)).toContain(`Tobi Gone (${victim.email}) was removed by Ada Admin`);
    expect((await admin.request('DELETE', `/api/admin/delete-resident/${victim.id}/`)).status).toBe(404);
  });

  it('deleting a resident who is a leader removes their leader picture from storage once the change commits', async () => {
    const leader = await t.createUser({ estateId, firstName: 'Pic', lastName: 'Leader' });
    const added = await admin.post(
      `/api/estates/${estateId}/leadership/`,
      form({ user: leader.id, position: 'Treasurer' }, ['profile_picture', PNG_BYTES, 'me.png', 'image/png']),
    );
    expect(added.status).toBe(201);
    const key = String(added.body.profile_picture).split('/api/files/')[1]!.replace(/\/$/, '');
    expect(await t.storage.read(key)).not.toBeNull();

    expect((await admin.request('DELETE', `/api/admin/delete-resident/${leader.id}/`)).status).toBe(204);
    await t.jobs.runDue();
    expect(await t.storage.read(key)).toBeNull();
  });

  it('answers 400 for an id that is not a number, never a 500', async () => {
    expect((await admin.post('/api/admin/approve-resident/abc/')).status).toBe(400);
    expect((await admin.post('/api/admin/approve-resident/99999999999/')).status).toBe(400);
  });
});

describe('GET /api/admin/residents/pdf/', () => {
  it('is a real PDF listing the estate residents, honouring the filters', async () => {
    await t.createUser({ estateId, firstName: 'Pdfina', lastName: 'Listed', homeAddress: '1 Report Road' });
    await t.createUser({ estateId: (await t.createEstate()).id, firstName: 'Outsider', lastName: 'Elsewhere' });
    const res = await fetch(`${t.baseUrl}/api/admin/residents/pdf/`, {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await new PDFParse({ data: bytes }).getText();
    expect(text).toContain('Lekki Gardens residents');
    expect(text).toContain('Pdfina Listed');
    expect(text).toContain('1 Report Road');
    expect(text).not.toContain('Outsider');

    const filtered = await fetch(`${t.baseUrl}/api/admin/residents/pdf/?search=nobody-matches`, {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const filteredText = (await new PDFParse({ data: Buffer.from(await filtered.arrayBuffer()) }).getText()).text;
    expect(filteredText).not.toContain('Pdfina');
    expect(filteredText).toContain('0 residents');
  });
});
