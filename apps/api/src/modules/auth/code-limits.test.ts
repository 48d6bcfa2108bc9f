import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRateLimit } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { rateLimits } from '../../db/schema';
import { CODE_SEND_LIMITS } from './code-limits';

let t: TestApp;
let estateId: number;

beforeAll(async () => {
  t = await startTestApp();
  estateId = (await t.createEstate()).id;
});
afterAll(() => t.close());

describe('code sending limits: per e-mail and per address together', () => {
  const sendKey = (email: string) => `send:email:${email}`;
  const seed = (key: string, count: number) => seedRateLimit(t, key, count);

  it('one person using up their own e-mail allowance does not block others at the same address', async () => {
    const [busy, colleague] = [await t.createUser({ estateId }), await t.createUser({ estateId })];
    await seed(sendKey(busy.email), CODE_SEND_LIMITS.perEmail.max);
    const c = await t.client().primeCsrf();
    const refused = await c.post('/api/auth/request-password-reset/', { email: busy.email });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(`Please wait ${refused.body.retry_after} seconds before trying again.`);
    // The same answer for an e-mail with no account.
    await seed(sendKey('no-account@example.ng'), CODE_SEND_LIMITS.perEmail.max);
    const ghost = await c.post('/api/auth/request-password-reset/', { email: 'no-account@example.ng' });
    expect(ghost.status).toBe(429);
    expect(ghost.body.detail).toBe(`Please wait ${ghost.body.retry_after} seconds before trying again.`);

    expect((await c.post('/api/auth/request-password-reset/', { email: colleague.email })).status).toBe(200);
    expect((await c.post('/api/auth/resend-verification/', { email: 'someone-else@example.ng' })).status).toBe(200);
  });

  it('the address has its own, higher ceiling', async () => {
    expect(CODE_SEND_LIMITS.perAddress.max).toBeGreaterThan(5 * CODE_SEND_LIMITS.perEmail.max);
    await seed('send:ip:127.0.0.1', CODE_SEND_LIMITS.perAddress.max);
    try {
      const c = await t.client().primeCsrf();
      const res = await c.post('/api/auth/request-password-reset/', { email: 'fresh-office@example.ng' });
      expect(res.status).toBe(429);
      expect(res.body.retry_after).toBeGreaterThan(0);
    } finally {
      await t.db.delete(rateLimits).where(eq(rateLimits.key, 'send:ip:127.0.0.1'));
    }
  });
});
