import { ESTATE_MSG, MSG } from '@estatehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedTexts } from '../../../test/activity-feed';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';

let t: TestApp;
let estateId: number;

beforeAll(async () => {
  t = await startTestApp();
  estateId = (await t.createEstate()).id;
});
afterAll(() => t.close());

async function signedIn(values: Parameters<TestApp['createUser']>[0]) {
  const user = await t.createUser(values);
  const c = t.client();
  await c.login(user.email, PASSWORD);
  return { user, c };
}

describe('PATCH /api/resident/profile/', () => {
  it('saves the profile fields and answers the profile', async () => {
    const { c } = await signedIn({ estateId, residentType: 'tenant', houseType: 'duplex' });
    const res = await c.patch('/api/resident/profile/', {
      first_name: 'Zainab',
      last_name: 'Lawal',
      phone_number: '08123456789',
      home_address: '12 New Road',
      street_number: '12',
      house_type: 'bungalow',
      resident_type: 'landlord/landlady',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      first_name: 'Zainab',
      last_name: 'Lawal',
      phone_number: '08123456789',
      home_address: '12 New Road',
      street_number: '12',
      house_type: 'bungalow',
      resident_type: 'landlord/landlady',
    });
    expect((await c.get('/api/resident/profile/')).body.first_name).toBe('Zainab');
  });

  it('never changes estate, role, approval or e-mail, whatever the payload says', async () => {
    const { user, c } = await signedIn({ estateId });
    const other = await t.createEstate();
    const res = await c.patch('/api/resident/profile/', {
      estate: other.id,
      role: 'admin',
      is_approved: false,
      email: 'new@example.ng',
      first_name: 'Still',
    });
    expect(res.status).toBe(200);
    const row = await t.db.query.users.findFirst({ where: eq(users.id, user.id) });
    expect(row).toMatchObject({ estateId, role: 'resident', isApproved: true, email: user.email, firstName: 'Still' });
  });

  it('validates with the registration messages; a taken phone is a 400', async () => {
    const { c } = await signedIn({ estateId });
    const taken = await t.createUser({ estateId });
    const res = await c.patch('/api/resident/profile/', { phone_number: '123', house_type: 'castle', first_name: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      phone_number: [MSG.phone],
      house_type: [MSG.invalidHouseType],
      first_name: [MSG.required],
    });
    const dup = await c.patch('/api/resident/profile/', { phone_number: taken.phoneNumber });
    expect(dup.body).toEqual({ phone_number: [MSG.phoneTaken] });
    expect((await c.patch('/api/resident/profile/', { resident_type: 'security' })).status).toBe(400);
  });

  it("a guard's resident type stays security; anonymous gets 401", async () => {
    const { user, c } = await signedIn({ estateId, role: 'security', residentType: 'security' });
    expect((await c.patch('/api/resident/profile/', { resident_type: 'tenant' })).status).toBe(200);
    expect((await t.db.query.users.findFirst({ where: eq(users.id, user.id) }))?.residentType).toBe('security');
    expect((await (await t.client().primeCsrf()).patch('/api/resident/profile/', { first_name: 'x' })).status).toBe(
      401,
    );
  });
});

describe('POST /api/resident/delete-account-request/', () => {
  it("e-mails the estate's admins and records an activity", async () => {
    const admin = await t.createUser({ estateId, role: 'admin', email: 'estate-admin@example.ng' });
    const { c } = await signedIn({ estateId, firstName: 'Leaving', lastName: 'Soon' });
    const res = await c.post('/api/resident/delete-account-request/', { reason: 'Moving to Abuja' });
    expect(res.status).toBe(202);
    expect(res.body.detail).toBe(ESTATE_MSG.deleteRequested);
    const mail = await t.smtp.waitFor(admin.email);
    expect(mail.subject).toContain('Leaving Soon');
    expect(mail.text).toContain('Moving to Abuja');
    expect(await feedTexts(t, estateId)).toContain('Leaving Soon asked to delete their account: Moving to Abuja');
  });

  it('anonymous 401; an admin is pointed to support (403)', async () => {
    expect((await (await t.client().primeCsrf()).post('/api/resident/delete-account-request/')).status).toBe(401);
    const { c } = await signedIn({ estateId, role: 'admin' });
    expect((await c.post('/api/resident/delete-account-request/')).status).toBe(403);
  });
});
