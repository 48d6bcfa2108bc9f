import { MSG, STAFF_ID_PATTERN, STAFF_MSG } from '@estatehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedTexts } from '../../../test/activity-feed';
import { seedRateLimit } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { staffMembers } from '../../db/schema';
import { estateWithPeople, newPhone, staffBody } from './staff.test-kit';
import { newStaffId } from './staff-id';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.db.select().from(staffMembers).where(eq(staffMembers.id, id)))[0];
const names = (res: { body: { results: { name: string }[] } }) => res.body.results.map((s) => s.name);

describe('registering staff', () => {
  it('a resident adds a staff member: 201 with a staff ID, stored, and an activity entry', async () => {
    const { estateId, resident } = await estateWithPeople(t);
    const phone = newPhone();
    const res = await resident.client.post('/api/artisans-domestics/', staffBody({ phone_number: ` ${phone} ` }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Musa Bello',
      role: 'Driver',
      phone_number: phone,
      gender: 'male',
      unique_id: expect.stringMatching(STAFF_ID_PATTERN),
      date_of_registration: expect.any(String),
      status: 'active',
      removal_reason: null,
      removed_at: null,
      resident_name: resident.user.email,
      estate_name: expect.stringContaining('Palm'),
    });
    expect(await rowOf(res.body.id)).toMatchObject({ estateId, residentId: resident.user.id, status: 'active' });
    expect(await feedTexts(t, estateId)).toContain('Res Obi registered Musa Bello (Driver) as staff');
  });

  it('every field rule answers with its message; gender defaults to male', async () => {
    const { resident } = await estateWithPeople(t);
    const empty = await resident.client.post('/api/artisans-domestics/', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ name: [MSG.required], role: [MSG.required], phone_number: [MSG.required] });

    const bad = await resident.client.post(
      '/api/artisans-domestics/',
      staffBody({ name: '  ', phone_number: '0801234567', gender: 'other' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ name: [MSG.required], phone_number: [MSG.phone], gender: [STAFF_MSG.chooseGender] });

    const blankPhone = await resident.client.post('/api/artisans-domestics/', staffBody({ phone_number: '  ' }));
    expect(blankPhone.body).toEqual({ phone_number: [MSG.required] });

    const noGender = await resident.client.post('/api/artisans-domestics/', { ...staffBody(), gender: undefined });
    expect(noGender.status).toBe(201);
    expect(noGender.body.gender).toBe('male');
  });

  it('a phone already active in the estate is a 400 on the field; elsewhere, or once removed, it is free', async () => {
    const { resident, resident2 } = await estateWithPeople(t);
    const other = await estateWithPeople(t);
    const phone = newPhone();
    const first = await resident.client.post('/api/artisans-domestics/', staffBody({ phone_number: phone }));
    expect(first.status).toBe(201);

    const again = await resident2.client.post('/api/artisans-domestics/', staffBody({ phone_number: phone }));
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ phone_number: [STAFF_MSG.phoneTaken] });
    expect((await resident2.client.get('/api/artisans-domestics/')).body.count).toBe(0);

    // Another estate's staff may share the number.
    const elsewhere = await other.resident.client.post('/api/artisans-domestics/', staffBody({ phone_number: phone }));
    expect(elsewhere.status).toBe(201);

    // Editing another staff member onto the number is refused the same way.
    const second = await resident.client.post('/api/artisans-domestics/', staffBody());
    const moved = await resident.client.patch(`/api/artisans-domestics/${second.body.id}/`, { phone_number: phone });
    expect(moved.status).toBe(400);
    expect(moved.body).toEqual({ phone_number: [STAFF_MSG.phoneTaken] });
    expect((await rowOf(second.body.id))!.phoneNumber).toBe(second.body.phone_number);

    // Removed staff no longer hold the number.
    expect((await resident.client.patch(`/api/artisans-domestics/${first.body.id}/disable/`, {})).status).toBe(200);
    const reused = await resident2.client.post('/api/artisans-domestics/', staffBody({ phone_number: phone }));
    expect(reused.status).toBe(201);
  });

  it('only residents register staff: admins and guards 403, signed out 401, nothing stored', async () => {
    const { estateId, admin, guard } = await estateWithPeople(t);
    expect((await admin.client.post('/api/artisans-domestics/', staffBody())).status).toBe(403);
    expect((await guard.client.post('/api/artisans-domestics/', staffBody())).status).toBe(403);
    const anonymous = t.client();
    await anonymous.primeCsrf();
    expect((await anonymous.post('/api/artisans-domestics/', staffBody())).status).toBe(401);
    expect(await t.db.select().from(staffMembers).where(eq(staffMembers.estateId, estateId))).toEqual([]);
  });
});

describe('the list', () => {
  it('a resident sees only their own staff; the admin sees the estate with e-mails and counts', async () => {
    const { resident, resident2, admin, guard } = await estateWithPeople(t);
    await resident.client.post('/api/artisans-domestics/', staffBody({ name: 'Amina Cook', role: 'Cook' }));
    const gone = await resident.client.post('/api/artisans-domestics/', staffBody({ name: 'Old Gardener' }));
    await resident.client.patch(`/api/artisans-domestics/${gone.body.id}/disable/`, { removal_reason: 'Moved away' });
    await resident2.client.post('/api/artisans-domestics/', staffBody({ name: 'Chidi Plumber', role: 'Plumber' }));

    const own = await resident.client.get('/api/artisans-domestics/');
    expect(own.status).toBe(200);
    expect(names(own)).toEqual(['Old Gardener', 'Amina Cook']);
    expect(own.body.stats).toEqual({ total: 2, active: 1, removed: 1 });

    const all = await admin.client.get('/api/artisans-domestics/');
    expect(all.body.count).toBe(3);
    expect(all.body.stats).toEqual({ total: 3, active: 2, removed: 1 });
    expect(all.body.results[0]).toMatchObject({ name: 'Chidi Plumber', resident_name: resident2.user.email });

    const removed = await admin.client.get('/api/artisans-domestics/?status=removed');
    expect(names(removed)).toEqual(['Old Gardener']);
    expect(removed.body.results[0].removal_reason).toBe('Moved away');
    // The counts stay over the whole estate, whatever the filter.
    expect(removed.body).toMatchObject({ count: 1, stats: { total: 3, active: 2, removed: 1 } });

    expect((await guard.client.get('/api/artisans-domestics/')).status).toBe(403);
    expect((await t.client().get('/api/artisans-domestics/')).status).toBe(401);
  });

  it('search finds name, role, phone and staff ID; the admin also finds the employer by e-mail', async () => {
    const { resident, resident2, admin } = await estateWithPeople(t);
    const phone = newPhone();
    const cook = await resident.client.post(
      '/api/artisans-domestics/',
      staffBody({ name: 'Amina 100%_Cook', role: 'Cook', phone_number: phone }),
    );
    await resident2.client.post('/api/artisans-domestics/', staffBody({ name: 'Chidi', role: 'Plumber' }));
    const find = async (c: typeof admin.client, q: string) =>
      names(await c.get(`/api/artisans-domestics/?search=${encodeURIComponent(q)}`));

    expect(await find(admin.client, 'amina')).toEqual(['Amina 100%_Cook']);
    expect(await find(admin.client, 'plumb')).toEqual(['Chidi']);
    expect(await find(admin.client, phone.slice(3))).toEqual(['Amina 100%_Cook']);
    expect(await find(admin.client, cook.body.unique_id.toLowerCase())).toEqual(['Amina 100%_Cook']);
    // LIKE wildcards are taken literally.
    expect(await find(admin.client, '0%_C')).toEqual(['Amina 100%_Cook']);
    expect(await find(admin.client, '%')).toEqual(['Amina 100%_Cook']);
    expect(await find(admin.client, resident2.user.email)).toEqual(['Chidi']);
    // A resident's search never reaches other people's staff, nor matches on e-mail.
    expect(await find(resident.client, 'Chidi')).toEqual([]);
    expect(await find(resident.client, resident.user.email)).toEqual([]);
  });

  it('pages on the server with a hard maximum page size', async () => {
    const { estateId, resident, admin } = await estateWithPeople(t);
    const at = t.clock.now();
    await t.db.insert(staffMembers).values(
      Array.from({ length: 12 }, (_, i) => ({
        estateId,
        residentId: resident.user.id,
        name: `Staff ${String(i).padStart(2, '0')}`,
        role: 'Cleaner',
        phoneNumber: newPhone(),
        uniqueId: newStaffId(),
        // One instant for all: the id breaks the tie, so no row is on two pages.
        createdAt: at,
      })),
    );
    const page1 = await admin.client.get('/api/artisans-domestics/');
    expect(page1.body.count).toBe(12);
    expect(page1.body.results).toHaveLength(10);
    const page2 = await admin.client.get('/api/artisans-domestics/?page=2');
    expect(names(page2)).toEqual(['Staff 01', 'Staff 00']);
    const small = await admin.client.get('/api/artisans-domestics/?page_size=5&page=3');
    expect(names(small)).toEqual(['Staff 01', 'Staff 00']);
    expect((await admin.client.get('/api/artisans-domestics/?page=9')).body).toMatchObject({ count: 12, results: [] });

    for (const bad of ['page_size=101', 'page_size=0', 'page=0', 'page=x', 'status=gone']) {
      const res = await admin.client.get(`/api/artisans-domestics/?${bad}`);
      expect(res.status, bad).toBe(400);
    }
    expect((await admin.client.get('/api/artisans-domestics/?page_size=100')).body.results).toHaveLength(12);
  });
});

describe('one staff member', () => {
  it('the employer and the estate admin read it; another resident or estate does not find it', async () => {
    const { resident, resident2, admin, guard } = await estateWithPeople(t);
    const other = await estateWithPeople(t);
    const { body: staff } = await resident.client.post('/api/artisans-domestics/', staffBody());
    const path = `/api/artisans-domestics/${staff.id}/`;
    expect((await resident.client.get(path)).body).toEqual(staff);
    expect((await admin.client.get(path)).body).toEqual(staff);
    expect((await resident2.client.get(path)).body).toEqual({ detail: MSG.notFound });
    expect((await resident2.client.get(path)).status).toBe(404);
    expect((await other.admin.client.get(path)).status).toBe(404);
    expect((await guard.client.get(path)).status).toBe(403);
    expect((await resident.client.get('/api/artisans-domestics/99999999/')).status).toBe(404);
    expect((await resident.client.get('/api/artisans-domestics/abc/')).status).toBe(400);
  });

  it('the employer edits while active; removed staff are kept as they are (409)', async () => {
    const { resident, resident2, admin } = await estateWithPeople(t);
    const { body: staff } = await resident.client.post('/api/artisans-domestics/', staffBody());
    const path = `/api/artisans-domestics/${staff.id}/`;

    const edited = await resident.client.patch(path, {
      name: 'Musa B.',
      role: 'Chauffeur',
      phone_number: staff.phone_number,
      gender: 'male',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Musa B.', role: 'Chauffeur', unique_id: staff.unique_id });
    const one = await resident.client.patch(path, { gender: 'female' });
    expect(one.body).toMatchObject({ name: 'Musa B.', gender: 'female' });
    expect((await resident.client.patch(path, { role: '' })).body).toEqual({ role: [MSG.required] });

    // Nobody else edits it.
    expect((await resident2.client.patch(path, { name: 'Taken' })).status).toBe(404);
    expect((await admin.client.patch(path, { name: 'Taken' })).status).toBe(403);
    expect((await rowOf(staff.id))!.name).toBe('Musa B.');

    await resident.client.patch(`${path}disable/`, {});
    const locked = await resident.client.patch(path, { name: 'After removal' });
    expect(locked.status).toBe(409);
    expect(locked.body).toEqual({ detail: STAFF_MSG.removedLocked });
    expect((await rowOf(staff.id))!.name).toBe('Musa B.');
  });
});

describe('disabling and deleting', () => {
  it('the employer disables without a reason; a second disable is a 409', async () => {
    const { estateId, resident } = await estateWithPeople(t);
    const { body: staff } = await resident.client.post('/api/artisans-domestics/', staffBody());
    const path = `/api/artisans-domestics/${staff.id}/disable/`;
    const res = await resident.client.patch(path);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'removed', removal_reason: null, removed_at: expect.any(String) });
    const again = await resident.client.patch(path, { removal_reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: STAFF_MSG.alreadyRemoved });
    expect((await rowOf(staff.id))!.removalReason).toBeNull();
    expect(await feedTexts(t, estateId)).toContain('Res Obi removed Musa Bello (Driver)');
  });

  it('the admin must give a reason; another estate or another resident changes nothing', async () => {
    const { estateId, resident, resident2, admin, guard } = await estateWithPeople(t);
    const other = await estateWithPeople(t);
    const { body: staff } = await resident.client.post('/api/artisans-domestics/', staffBody());
    const path = `/api/artisans-domestics/${staff.id}/disable/`;

    const blank = await admin.client.patch(path, { removal_reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ removal_reason: [STAFF_MSG.reasonRequired] });
    expect((await other.admin.client.patch(path, { removal_reason: 'x' })).status).toBe(404);
    expect((await resident2.client.patch(path, { removal_reason: 'x' })).status).toBe(404);
    expect((await guard.client.patch(path, { removal_reason: 'x' })).status).toBe(403);
    expect(await rowOf(staff.id)).toMatchObject({ status: 'active', removalReason: null, removedAt: null });

    const res = await admin.client.patch(path, { removal_reason: 'Caught stealing' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'removed', removal_reason: 'Caught stealing' });
    expect(await rowOf(staff.id)).toMatchObject({ removedBy: admin.user.id });
    expect(await feedTexts(t, estateId)).toContain('Ada Obi removed Musa Bello (Driver): Caught stealing');
  });

  it('the employer deletes for good; nobody else can', async () => {
    const { estateId, resident, resident2, admin } = await estateWithPeople(t);
    const { body: staff } = await resident.client.post('/api/artisans-domestics/', staffBody({ name: 'Temp' }));
    const path = `/api/artisans-domestics/${staff.id}/`;
    expect((await resident2.client.delete(path)).status).toBe(404);
    expect((await admin.client.delete(path)).status).toBe(403);
    expect(await rowOf(staff.id)).toBeDefined();

    expect((await resident.client.delete(path)).status).toBe(204);
    expect(await rowOf(staff.id)).toBeUndefined();
    expect((await resident.client.get(path)).status).toBe(404);
    expect((await resident.client.delete(path)).status).toBe(404);
    expect(await feedTexts(t, estateId)).toContain('Res Obi deleted the staff record of Temp (Driver)');
  });
});

describe('the gate lookup', () => {
  it('a guard of the estate sees who it is, for whom, and whether to let them in', async () => {
    const { resident, guard, admin } = await estateWithPeople(t);
    const { body: staff } = await resident.client.post('/api/artisans-domestics/', staffBody());
    const res = await guard.client.get(`/api/artisans-domestics/lookup/${staff.unique_id}/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      unique_id: staff.unique_id,
      name: 'Musa Bello',
      role: 'Driver',
      gender: 'male',
      status: 'active',
      removal_reason: null,
      employer: { name: 'Res Obi', home_address: 'Res House' },
      estate_name: staff.estate_name,
    });
    // Typed loosely at the gate: lower case, no dash, spaces.
    const loose = ` ${staff.unique_id.replace('-', '').toLowerCase()} `;
    expect((await guard.client.get(`/api/artisans-domestics/lookup/${encodeURIComponent(loose)}/`)).status).toBe(200);

    await admin.client.patch(`/api/artisans-domestics/${staff.id}/disable/`, { removal_reason: 'Dismissed' });
    const removed = await admin.client.get(`/api/artisans-domestics/lookup/${staff.unique_id}/`);
    expect(removed.body).toMatchObject({ status: 'removed', removal_reason: 'Dismissed' });
  });

  it("another estate's guard learns nothing; residents are refused; unknown ids are 404", async () => {
    const { resident, guard } = await estateWithPeople(t);
    const other = await estateWithPeople(t);
    const { body: staff } = await resident.client.post('/api/artisans-domestics/', staffBody());
    const path = `/api/artisans-domestics/lookup/${staff.unique_id}/`;
    const stranger = await other.guard.client.get(path);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ detail: STAFF_MSG.lookupNotFound });
    expect((await other.admin.client.get(path)).status).toBe(404);
    expect((await resident.client.get(path)).status).toBe(403);
    expect((await t.client().get(path)).status).toBe(401);
    expect((await guard.client.get('/api/artisans-domestics/lookup/ST-222222/')).status).toBe(404);
    expect((await guard.client.get('/api/artisans-domestics/lookup/not-an-id/')).status).toBe(404);
    expect((await guard.client.get(`/api/artisans-domestics/lookup/${'X'.repeat(40)}/`)).status).toBe(400);
  });

  it('a guard looking up too fast is paused (429 with retry_after)', async () => {
    const { resident, guard } = await estateWithPeople(t);
    const { body: staff } = await resident.client.post('/api/artisans-domestics/', staffBody());
    await seedRateLimit(t, `staff:lookup:${guard.user.id}`, 60);
    const res = await guard.client.get(`/api/artisans-domestics/lookup/${staff.unique_id}/`);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ detail: STAFF_MSG.tooManyLookups, retry_after: expect.any(Number) });
  });
});
