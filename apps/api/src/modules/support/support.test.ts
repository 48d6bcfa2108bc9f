import { MSG } from '@estatehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';
import { supportRequests } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SUPPORT_EMAIL: 'help@estatehub.test' });
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Yemi Alade',
  email: 'yemi@example.ng',
  subject: 'Cannot pay dues',
  message: 'Category: billing\nPriority: high\nPhone: 08011112222\n\nThe upload fails.',
  ...over,
});

describe('POST /api/contact-support/', () => {
  it('stores the request, e-mails support and sends the sender a copy', async () => {
    const res = await (await t.client().primeCsrf()).post('/api/contact-support/', body());
    expect(res.status).toBe(201);
    expect(res.body.detail).toBeTruthy();
    const rows = await t.db.select().from(supportRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'yemi@example.ng', subject: 'Cannot pay dues', userId: null });
    const toSupport = await t.smtp.waitFor('help@estatehub.test');
    expect(toSupport.subject).toContain('Cannot pay dues');
    expect(toSupport.text).toContain('Priority: high');
    const copy = await t.smtp.waitFor('yemi@example.ng');
    expect(copy.text).toContain('The upload fails.');
  });

  it('links the request to the signed-in sender, whatever their role', async () => {
    const estate = await t.createEstate();
    for (const role of ['admin', 'resident', 'security'] as const) {
      const user = await t.createUser({ estateId: estate.id, role });
      const c = t.client();
      await c.login(user.email, PASSWORD);
      const res = await c.post('/api/contact-support/', body({ email: user.email }));
      expect(res.status).toBe(201);
      const rows = await t.db.select().from(supportRequests);
      expect(rows.at(-1)?.userId).toBe(user.id);
    }
  });

  it('requires e-mail, subject and message; the name is optional', async () => {
    const c = await t.client().primeCsrf();
    const res = await c.post('/api/contact-support/', { name: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: [MSG.required], subject: [MSG.required], message: [MSG.required] });
    const bad = await c.post('/api/contact-support/', body({ email: 'nope', name: undefined }));
    expect(bad.body).toEqual({ email: [MSG.invalidEmail] });
  });

  it('limits one address to 5 messages an hour', async () => {
    const limited = await startTestApp();
    try {
      const c = await limited.client().primeCsrf();
      for (let i = 0; i < 5; i++) expect((await c.post('/api/contact-support/', body())).status).toBe(201);
      const res = await c.post('/api/contact-support/', body());
      expect(res.status).toBe(429);
      expect(res.body.retry_after).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
