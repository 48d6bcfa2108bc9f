import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../test/http-client';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';

let t: TestApp;
let estateId: number;
let admin: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  estateId = (await t.createEstate()).id;
  const a = await t.createUser({ estateId, role: 'admin' });
  admin = t.client();
  expect((await admin.login(a.email, PASSWORD)).status).toBe(200);
});
afterAll(() => t.close());

describe('a resident who has not verified their e-mail', () => {
  it('shows as not verified in the residents list', async () => {
    const unverified = await t.createUser({ estateId, isApproved: false, emailVerifiedAt: null });
    const verified = await t.createUser({ estateId, isApproved: false });
    const res = await admin.get('/api/admin/residents/');
    expect(res.status).toBe(200);
    const byId = new Map(res.body.results.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(unverified.id)).toMatchObject({ email_verified: false, is_approved: false });
    expect(byId.get(verified.id)).toMatchObject({ email_verified: true });
  });

  it('cannot be approved until they verify; the admin is told plainly, and nothing changes', async () => {
    const person = await t.createUser({
      estateId,
      isApproved: false,
      emailVerifiedAt: null,
      firstName: 'Chidi',
      lastName: 'Okeke',
    });
    const refused = await admin.post(`/api/admin/approve-resident/${person.id}/`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      detail:
        'Chidi Okeke has not verified their e-mail address yet. They can sign in once they verify it and you approve them.',
    });
    const [still] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(still?.isApproved).toBe(false);

    await t.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, person.id));
    expect((await admin.post(`/api/admin/approve-resident/${person.id}/`)).status).toBe(200);
    const [approved] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(approved?.isApproved).toBe(true);
  });
});
