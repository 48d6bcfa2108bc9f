import { SUBSCRIPTION_MSG } from '@estatehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { announcements, dues, staffMembers, subscriptions, users } from '../../db/schema';

/**
 * While an estate's subscription is inactive its admin reads but does not write; emergency
 * alerts and the gate never wait on a payment.
 */
describe('an estate whose subscription is inactive', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function lapsedEstate() {
    const estate = await t.createEstate();
    const admin = await t.createUser({ estateId: estate.id, role: 'admin' });
    const resident = await t.createUser({ estateId: estate.id, role: 'resident' });
    const guard = await t.createUser({ estateId: estate.id, role: 'security' });
    const pending = await t.createUser({ estateId: estate.id, role: 'resident', isApproved: false });
    const signIn = async (email: string) => {
      const c = t.client();
      expect((await c.login(email, PASSWORD)).status).toBe(200);
      return c;
    };
    const [adminC, residentC, guardC] = [
      await signIn(admin.email),
      await signIn(resident.email),
      await signIn(guard.email),
    ];
    // A visitor code made while the estate was live, then the trial ends.
    const code = await residentC.post('/api/visitor-codes/', { visitor_name: 'Kemi', purpose: 'friend' });
    expect(code.status).toBe(201);
    const [due] = await t.db
      .insert(dues)
      .values({ estateId: estate.id, title: 'Levy', amountKobo: 100_000, dueDate: '2099-01-01' })
      .returning();
    const staff = await residentC.post('/api/artisans-domestics/', {
      name: 'Sule',
      role: 'gardener',
      phone_number: '08091112222',
      gender: 'male',
    });
    expect(staff.status).toBe(201);
    const post = await adminC.post('/api/announcements/', { title: 'Gate hours', message: 'From 6am' });
    expect(post.status).toBe(201);
    await t.db
      .update(subscriptions)
      .set({ nextBillingDate: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(subscriptions.userId, admin.id));
    return {
      estate,
      adminC,
      residentC,
      guardC,
      pending,
      resident,
      code: code.body.code,
      due: due!,
      staffId: staff.body.id,
      announcementId: post.body.id as number,
    };
  }

  it('refuses each kind of admin write with 403 and says the subscription is inactive; nothing changes', async () => {
    const e = await lapsedEstate();
    const writes = [
      () => e.adminC.post(`/api/admin/approve-resident/${e.pending.id}/`),
      () => e.adminC.post('/api/dues/', { title: 'New levy', amount: 500, due_date: '2099-02-01' }),
      () => e.adminC.delete(`/api/dues/${e.due.id}/`),
      () => e.adminC.post('/api/announcements/', { title: 'Water', message: 'Off on Monday' }),
      () => e.adminC.delete(`/api/announcements/${e.announcementId}/`),
      () => e.adminC.delete(`/api/admin/delete-resident/${e.resident.id}/`),
      () => e.adminC.patch(`/api/artisans-domestics/${e.staffId}/disable/`, { removal_reason: 'Left' }),
      () =>
        e.adminC.put(`/api/estates/${e.estate.id}/`, {
          name: 'Renamed',
          address: e.estate.address,
          email: e.estate.email,
          phone_number: e.estate.phoneNumber,
        }),
    ];
    for (const write of writes) {
      const res = await write();
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: SUBSCRIPTION_MSG.inactive, subscription_active: false });
    }
    expect((await t.db.select().from(dues).where(eq(dues.id, e.due.id)))[0]!.archivedAt).toBeNull();
    expect((await t.db.select().from(staffMembers).where(eq(staffMembers.id, e.staffId)))[0]!.status).toBe('active');
    expect(await t.db.select().from(announcements).where(eq(announcements.id, e.announcementId))).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.id, e.resident.id))).toHaveLength(1);
    expect((await t.db.select().from(users).where(eq(users.id, e.pending.id)))[0]!.isApproved).toBe(false);
  });

  it("refuses the admin deleting a staff record (the employer's alone, live or not); the employer still may", async () => {
    const e = await lapsedEstate();
    expect((await e.adminC.delete(`/api/artisans-domestics/${e.staffId}/`)).status).toBe(403);
    expect(await t.db.select().from(staffMembers).where(eq(staffMembers.id, e.staffId))).toHaveLength(1);
    // A resident's own staff are not the estate's writes: they never wait on the admin's payment.
    expect((await e.residentC.delete(`/api/artisans-domestics/${e.staffId}/`)).status).toBe(204);
  });

  it('still lets the admin read', async () => {
    const e = await lapsedEstate();
    for (const path of ['/api/dues/', '/api/admin/residents/', '/api/announcements/', '/api/artisans-domestics/'])
      expect((await e.adminC.get(path)).status, path).toBe(200);
    expect((await e.adminC.get(`/api/estates/${e.estate.id}/`)).status).toBe(200);
  });

  it('never blocks an emergency alert or the gate', async () => {
    const e = await lapsedEstate();
    expect((await e.residentC.post('/api/alert/', { alert_type: 'fire', other_reason: '' })).status).toBe(201);
    expect((await e.adminC.post('/api/alert/', { alert_type: 'medical', other_reason: '' })).status).toBe(201);
    const check = await e.guardC.post('/api/visitor-codes/verify/', { code: e.code });
    expect(check.status).toBe(200);
    expect(check.body.visitor_name).toBe('Kemi');
  });
});
