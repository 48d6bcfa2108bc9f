import { VISITOR_CODE_MINUTES, VISITOR_MSG } from '@estatehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedTexts } from '../../../test/activity-feed';
import { seedRateLimit } from '../../../test/fixtures';
import type { HttpClient } from '../../../test/http-client';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { gateChecks, users, visitorCodes } from '../../db/schema';
import { CHECK_LIMIT, INVALID_LIMIT } from './visitor-codes.service';
import { estateWithHost } from './visitor-codes.test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** An estate with a signed-in host, guard and admin, and a way to hand the host's visitor a pass. */
async function estate() {
  const { estate: e, host, signIn } = await estateWithHost(t);
  const guard = await signIn({ role: 'security', firstName: 'Musa', lastName: 'Ibrahim' });
  const admin = await signIn({ role: 'admin', firstName: 'Ngozi', lastName: 'Okafor' });
  const pass = async (visitor_name = 'Chidi Okafor', purpose = 'delivery') => {
    const res = await host.client.post('/api/visitor-codes/', { visitor_name, purpose });
    expect(res.status).toBe(201);
    return res.body as { id: number; code: string };
  };
  return { estate: e, host, guard, admin, signIn, pass };
}

const verify = (c: HttpClient, code: unknown) => c.post('/api/visitor-codes/verify/', { code });
const codeRow = async (id: number) => (await t.db.select().from(visitorCodes).where(eq(visitorCodes.id, id)))[0]!;
const checksBy = (guardId: number) => t.db.select().from(gateChecks).where(eq(gateChecks.guardId, guardId));

describe('POST /api/visitor-codes/verify/', () => {
  it('lets the visitor in once: the visitor, purpose, host and house, never the host’s e-mail', async () => {
    const { estate: e, host, guard, pass } = await estate();
    const { id, code } = await pass();
    const res = await verify(guard.client, code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      visitor_name: 'Chidi Okafor',
      purpose: 'delivery',
      resident: { name: 'Amaka Eze', home_address: '12 Palm Close' },
      estate: { id: e.id, name: e.name },
      code,
      verified_at: expect.any(String),
    });
    expect(res.text).not.toContain(host.user.email);
    expect(await codeRow(id)).toMatchObject({ live: false, usedBy: guard.user.id });

    const again = await verify(guard.client, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: VISITOR_MSG.expiredOrUsed, used_at: res.body.verified_at });
  });

  it('an expired code is refused with the same words, and no used time', async () => {
    const { guard, pass } = await estate();
    const { id, code } = await pass();
    t.clock.advance(VISITOR_CODE_MINUTES * 60 + 1);
    const res = await verify(guard.client, code);
    expect(res.body).toEqual({ error: VISITOR_MSG.expiredOrUsed, used_at: null });
    expect(await codeRow(id)).toMatchObject({ usedAt: null });
  });

  it('a code just before its expiry is still good', async () => {
    const { admin, pass } = await estate();
    const { code } = await pass();
    t.clock.advance(VISITOR_CODE_MINUTES * 60 - 5);
    // The estate's admin may verify too.
    expect((await verify(admin.client, code)).status).toBe(200);
  });

  it('unknown, empty and malformed codes answer as the screen reads them', async () => {
    const { guard } = await estate();
    expect((await verify(guard.client, '000001')).body).toEqual({ error: VISITOR_MSG.invalidCode });
    const empty = await verify(guard.client, '  ');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: VISITOR_MSG.enterCode });
    for (const body of [{}, ['123456'], JSON.stringify('123456'), 7, null]) {
      const res = await guard.client.post('/api/visitor-codes/verify/', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: VISITOR_MSG.enterCode });
    }
    for (const bad of ['12345', '1234567', 'abcdef', 123456, ['123456'], { code: 1 }, '12\u00003456'])
      expect((await verify(guard.client, bad)).body).toEqual({ error: VISITOR_MSG.invalidCode });
    const kept = await checksBy(guard.user.id);
    expect(kept.every((c) => c.result === 'invalid' && c.code.length <= 6 && !c.code.includes('\u0000'))).toBe(true);
  });

  it('a code of another estate is an invalid code there, and stays good at home', async () => {
    const home = await estate();
    const away = await estate();
    const { id, code } = await home.pass();
    for (const stranger of [away.guard, away.admin])
      expect((await verify(stranger.client, code)).body).toEqual({ error: VISITOR_MSG.invalidCode });
    expect(await codeRow(id)).toMatchObject({ live: true, usedAt: null });
    expect((await verify(home.guard.client, code)).status).toBe(200);
  });

  it('residents, guards whose approval was withdrawn and the signed-out cannot verify', async () => {
    const { host, guard, pass, signIn } = await estate();
    const { id, code } = await pass();
    expect((await verify(host.client, code)).status).toBe(403);
    expect((await verify(t.client(), code)).status).toBe(401);
    const pending = await signIn({ role: 'security' });
    await t.db.update(users).set({ isApproved: false }).where(eq(users.id, pending.user.id));
    expect((await verify(pending.client, code)).status).toBe(403);
    expect(await codeRow(id)).toMatchObject({ live: true, usedAt: null });
    expect((await verify(guard.client, code)).status).toBe(200);
  });

  it('fifty checks of one code at the same moment let exactly one visitor in', async () => {
    const { guard, admin, signIn, pass } = await estate();
    const more = await Promise.all(Array.from({ length: 3 }, () => signIn({ role: 'security' })));
    const checkers = [guard, admin, ...more];
    const { id, code } = await pass();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => verify(checkers[i % checkers.length]!.client, code)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 400 && a.body.error === VISITOR_MSG.expiredOrUsed)).toBe(true);
    const logged = await t.db.select().from(gateChecks).where(eq(gateChecks.visitorCodeId, id));
    expect(logged.filter((c) => c.result === 'valid')).toHaveLength(1);
    expect(logged).toHaveLength(50);
  });
});

describe('guessing is stopped', () => {
  it(`a guard checking more than ${CHECK_LIMIT.max} times a minute is paused, and the pause is logged`, async () => {
    const { guard, pass } = await estate();
    const { id, code } = await pass();
    await seedRateLimit(t, `verify:checks:${guard.user.id}`, CHECK_LIMIT.max);
    const res = await verify(guard.client, code);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: VISITOR_MSG.tooManyChecks, retry_after: expect.any(Number) });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await codeRow(id)).toMatchObject({ live: true });
    expect((await checksBy(guard.user.id)).map((c) => c.result)).toEqual(['refused']);

    t.clock.advance(CHECK_LIMIT.windowSeconds);
    expect((await verify(guard.client, code)).status).toBe(200);
  });

  it(`${INVALID_LIMIT.max} invalid codes lock the guard, even for a good code, until the window passes`, async () => {
    const { guard, admin, pass } = await estate();
    const { code } = await pass();
    await seedRateLimit(t, `verify:invalid:${guard.user.id}`, INVALID_LIMIT.max - 1);
    expect((await verify(guard.client, '000000')).body).toEqual({ error: VISITOR_MSG.invalidCode });
    const locked = await verify(guard.client, code);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: VISITOR_MSG.locked, retry_after: expect.any(Number) });
    expect(locked.body.retry_after).toBeLessThanOrEqual(INVALID_LIMIT.windowSeconds);
    // The lock is the guard's own: the admin still lets the visitor in.
    expect((await verify(admin.client, code)).status).toBe(200);
    t.clock.advance(INVALID_LIMIT.windowSeconds + 1);
    expect((await verify(guard.client, code)).body).toEqual({
      error: VISITOR_MSG.expiredOrUsed,
      used_at: expect.any(String),
    });
  });

  it('codes fired all at once by one guard do not get past the lock', async () => {
    const { guard, pass } = await estate();
    const { id } = await pass();
    const tries = INVALID_LIMIT.max + 10;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) => verify(guard.client, String(900_000 + i))),
    );
    const errors = answers.map((a) => a.body.error);
    expect(errors.filter((e) => e === VISITOR_MSG.invalidCode)).toHaveLength(INVALID_LIMIT.max);
    expect(errors.filter((e) => e === VISITOR_MSG.locked)).toHaveLength(tries - INVALID_LIMIT.max);
    const results = (await checksBy(guard.user.id)).map((c) => c.result);
    expect(results.filter((r) => r === 'invalid')).toHaveLength(INVALID_LIMIT.max);
    expect(results.filter((r) => r === 'refused')).toHaveLength(tries - INVALID_LIMIT.max);
    expect(await codeRow(id)).toMatchObject({ live: true, usedAt: null });
  });

  it('checks fired all at once by one guard keep to the pace', async () => {
    const { guard, pass } = await estate();
    const { code } = await pass();
    const over = 5;
    const answers = await Promise.all(Array.from({ length: CHECK_LIMIT.max + over }, () => verify(guard.client, code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const errors = answers.map((a) => a.body.error);
    expect(errors.filter((e) => e === VISITOR_MSG.expiredOrUsed)).toHaveLength(CHECK_LIMIT.max - 1);
    expect(errors.filter((e) => e === VISITOR_MSG.tooManyChecks)).toHaveLength(over);
  });

  it('used and expired codes do not count toward the lock; only invalid ones do', async () => {
    const { guard, pass } = await estate();
    const { code } = await pass();
    expect((await verify(guard.client, code)).status).toBe(200);
    for (let i = 0; i < INVALID_LIMIT.max + 2; i++) expect((await verify(guard.client, code)).status).toBe(400);
    await seedRateLimit(t, `verify:checks:${guard.user.id}`, 0);
    expect((await verify(guard.client, '000000')).body).toEqual({ error: VISITOR_MSG.invalidCode });
  });
});

describe('the record of the gate', () => {
  it('the guard sees their own checks, the admin the whole estate’s; residents see none', async () => {
    const { host, guard, admin, signIn, pass } = await estate();
    const other = await signIn({ role: 'security', firstName: 'Bello', lastName: 'Sani' });
    const { code } = await pass('Halima Musa', 'family');
    await verify(guard.client, code);
    await verify(other.client, '123456');
    const own = await guard.client.get('/api/visitor-codes/checks/');
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      count: 1,
      results: [
        {
          id: expect.any(Number),
          code,
          result: 'valid',
          visitor_name: 'Halima Musa',
          purpose: 'family',
          resident: { name: 'Amaka Eze', home_address: '12 Palm Close' },
          guard_name: 'Musa Ibrahim',
          checked_at: expect.any(String),
        },
      ],
    });
    const log = await admin.client.get('/api/visitor-codes/checks/?page_size=50');
    expect(log.body.count).toBe(2);
    expect(log.body.results[0]).toMatchObject({
      result: 'invalid',
      code: '123456',
      guard_name: 'Bello Sani',
      resident: null,
    });
    expect((await host.client.get('/api/visitor-codes/checks/')).status).toBe(403);
    expect((await t.client().get('/api/visitor-codes/checks/')).status).toBe(401);
    expect((await admin.client.get('/api/visitor-codes/checks/?page_size=51')).status).toBe(400);
  });

  it('a visitor let in is in the activity feed, and the host is e-mailed', async () => {
    const { estate: e, host, guard, pass } = await estate();
    const { code } = await pass('Tunde Bakare', 'service');
    expect((await verify(guard.client, code)).status).toBe(200);
    expect(await feedTexts(t, e.id)).toContain('Tunde Bakare (Service) was let in for Amaka Eze by Musa Ibrahim');
    const mail = await t.smtp.waitFor(host.user.email);
    expect(mail.subject).toBe('Your visitor Tunde Bakare has arrived');
    expect(mail.text).toContain('Your visitor Tunde Bakare (Service) has arrived.');
    expect(mail.text).toContain('by Musa Ibrahim');
    expect(mail.text).not.toContain(code);
  });
});
