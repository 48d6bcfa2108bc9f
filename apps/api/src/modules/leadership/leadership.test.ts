import { ESTATE_MSG, MSG } from '@estatehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, PNG_BYTES } from '../../../test/fixtures';
import type { HttpClient } from '../../../test/http-client';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let estateId: number;
let admin: HttpClient;
let resident: HttpClient;
let outsider: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  estateId = (await t.createEstate()).id;
  const a = await t.createUser({ estateId, role: 'admin' });
  admin = t.client();
  await admin.login(a.email, PASSWORD);
  const r = await t.createUser({ estateId });
  resident = t.client();
  await resident.login(r.email, PASSWORD);
  const other = await t.createEstate();
  const o = await t.createUser({ estateId: other.id });
  outsider = t.client();
  await outsider.login(o.email, PASSWORD);
});
afterAll(() => t.close());

const base = () => `/api/estates/${estateId}/leadership/`;

describe('leadership', () => {
  it('the admin adds a resident as a leader with a picture; members see the list in order', async () => {
    const treasurer = await t.createUser({
      estateId,
      firstName: 'Ife',
      lastName: 'Treasurer',
      phoneNumber: '08077770001',
    });
    const chair = await t.createUser({ estateId, firstName: 'Obi', lastName: 'Chair' });
    const t1 = await admin.post(
      base(),
      form({ user: treasurer.id, position: 'Treasurer', bio: 'Keeps the books', order: 2 }),
    );
    expect(t1.status).toBe(201);
    expect(t1.body).toMatchObject({
      user: treasurer.id,
      name: 'Ife Treasurer',
      email: treasurer.email,
      position: 'Treasurer',
      order: 2,
    });
    // The leader's phone defaults to the resident's own.
    expect(t1.body.phone_number).toBe('08077770001');
    const c1 = await admin.post(
      base(),
      form({ user: chair.id, position: 'Chairman', phone_number: '08012345678', order: 1 }, [
        'profile_picture',
        PNG_BYTES,
        'me.png',
        'image/png',
      ]),
    );
    expect(c1.status).toBe(201);
    expect(c1.body.profile_picture).toMatch(/^\/api\/files\/leaders\//);

    const list = await resident.get(base());
    expect(list.status).toBe(200);
    expect(list.body.results.map((l: { position: string }) => l.position)).toEqual(['Chairman', 'Treasurer']);
    // The picture is for members of the estate only.
    expect((await resident.get(c1.body.profile_picture)).status).toBe(200);
    expect((await outsider.get(c1.body.profile_picture)).status).toBe(404);
    expect((await t.client().get(c1.body.profile_picture)).status).toBe(401);
    expect((await outsider.get(base())).status).toBe(404);
    expect((await t.client().get(base())).status).toBe(401);
  });

  it('a resident must be chosen: an approved member of this estate, once', async () => {
    const missing = await admin.post(base(), form({ position: 'Secretary' }));
    expect(missing.status).toBe(400);
    expect(missing.body.user).toEqual([MSG.required]);
    const pending = await t.createUser({ estateId, isApproved: false });
    expect((await admin.post(base(), form({ user: pending.id, position: 'Secretary' }))).body).toEqual({
      user: [ESTATE_MSG.chooseResident],
    });
    const elsewhere = await t.createUser({ estateId: (await t.createEstate()).id });
    expect((await admin.post(base(), form({ user: elsewhere.id, position: 'Secretary' }))).body).toEqual({
      user: [ESTATE_MSG.chooseResident],
    });
    const someone = await t.createUser({ estateId });
    expect((await admin.post(base(), form({ user: someone.id, position: 'Secretary' }))).status).toBe(201);
    expect((await admin.post(base(), form({ user: someone.id, position: 'Again' }))).body).toEqual({
      user: [ESTATE_MSG.alreadyLeader],
    });
    const order = await admin.post(
      base(),
      form({ user: (await t.createUser({ estateId })).id, position: 'PRO', order: 'x' }),
    );
    expect(order.body.order).toBeDefined();
  });

  it('the admin edits a leader (PATCH multipart) and removes one', async () => {
    const person = await t.createUser({ estateId });
    const created = (await admin.post(base(), form({ user: person.id, position: 'Welfare' }))).body;
    const res = await admin.patch(
      `${base()}${created.id}/`,
      form({ position: 'Welfare Officer', email: 'welfare@estate.ng', bio: 'Here to help', order: 5 }, [
        'profile_picture',
        PNG_BYTES,
        'p.png',
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      position: 'Welfare Officer',
      email: 'welfare@estate.ng',
      bio: 'Here to help',
      order: 5,
    });
    expect(res.body.profile_picture).not.toBeNull();
    const wrong = await admin.patch(`${base()}${created.id}/`, form({ email: 'not-an-email' }));
    expect(wrong.body).toEqual({ email: [MSG.invalidEmail] });
    expect((await admin.delete(`${base()}${created.id}/`)).status).toBe(204);
    expect((await admin.delete(`${base()}${created.id}/`)).status).toBe(404);
    expect((await resident.get(res.body.profile_picture)).status).toBe(404);
  });
});
