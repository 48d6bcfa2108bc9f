import { MAX_ACTIVE_VISITOR_CODES, MSG, VISITOR_CODE_MINUTES, VISITOR_MSG } from '@estatehub/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedRateLimit } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { users, visitorCodes } from '../../db/schema';
import { sixDigitCode } from '../../lib/random';
import { CODE_UNAVAILABLE, CREATE_LIMIT } from './visitor-codes.service';
import { estateWithHost } from './visitor-codes.test-kit';

let t: TestApp;
/** The digits the next codes get, when a test forces them; else the cryptographic source. */
let forced: (() => string) | undefined;

beforeAll(async () => {
  t = await startTestApp({}, { visitorCodes: () => (forced ?? sixDigitCode)() });
});
afterAll(() => t.close());
afterEach(() => {
  forced = undefined;
});

const estate = () => estateWithHost(t);

const codesOf = async (residentId: number) =>
  (await t.db.select({ n: count() }).from(visitorCodes).where(eq(visitorCodes.residentId, residentId)))[0]!.n;

describe('POST /api/visitor-codes/', () => {
  it('makes a six-digit pass valid for 30 minutes, with the host’s house and the estate’s name', async () => {
    const { estate: e, host } = await estate();
    const before = t.clock.now().getTime();
    const res = await host.client.post('/api/visitor-codes/', { visitor_name: 'Chidi Okafor', purpose: 'family' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      visitor_name: 'Chidi Okafor',
      purpose: 'family',
      is_used: false,
      used_at: null,
      resident: { name: 'Amaka Eze', home_address: '12 Palm Close' },
      estate_name: e.name,
    });
    expect(res.body.code).toMatch(/^\d{6}$/);
    const lifetime = new Date(res.body.expires_at).getTime() - new Date(res.body.created_at).getTime();
    expect(lifetime).toBe(VISITOR_CODE_MINUTES * 60_000);
    expect(new Date(res.body.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Thirty minutes from now on the app's clock.
    const expires = new Date(res.body.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + VISITOR_CODE_MINUTES * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(t.clock.now().getTime() + VISITOR_CODE_MINUTES * 60_000);
    expect(JSON.stringify(res.body)).not.toContain(host.user.email);
  });

  it('answers every field rule with its message word for word', async () => {
    const { host } = await estate();
    const empty = await host.client.post('/api/visitor-codes/', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ visitor_name: [MSG.required], purpose: [MSG.required] });
    const blank = await host.client.post('/api/visitor-codes/', { visitor_name: '   ', purpose: 'cousin' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ visitor_name: [MSG.required], purpose: [VISITOR_MSG.choosePurpose] });
    const odd = await host.client.post('/api/visitor-codes/', { visitor_name: 'x'.repeat(101), purpose: 1 });
    expect(odd.body).toEqual({
      visitor_name: ['Ensure this field has no more than 100 characters.'],
      purpose: [VISITOR_MSG.choosePurpose],
    });
    const control = await host.client.post('/api/visitor-codes/', { visitor_name: 'Chi\u0000di', purpose: 'Family' });
    expect(control.body).toEqual({ visitor_name: [MSG.forbiddenCharacters], purpose: [VISITOR_MSG.choosePurpose] });
    expect(await codesOf(host.user.id)).toBe(0);
  });

  it('guards have no passes, and an account whose approval was withdrawn makes none', async () => {
    const { signIn, host } = await estate();
    const guard = await signIn({ role: 'security' });
    expect((await guard.client.post('/api/visitor-codes/', { visitor_name: 'A', purpose: 'other' })).status).toBe(403);
    expect((await guard.client.get('/api/visitor-codes/')).status).toBe(403);
    await t.db.update(users).set({ isApproved: false }).where(eq(users.id, host.user.id));
    expect((await host.client.post('/api/visitor-codes/', { visitor_name: 'A', purpose: 'other' })).status).toBe(403);
    expect(await codesOf(host.user.id)).toBe(0);
    expect(await codesOf(guard.user.id)).toBe(0);
  });

  it(`holds at most ${MAX_ACTIVE_VISITOR_CODES} active codes; a used or expired one frees a place`, async () => {
    const { host } = await estate();
    for (let i = 0; i < MAX_ACTIVE_VISITOR_CODES; i++)
      expect((await host.client.post('/api/visitor-codes/', { visitor_name: `V${i}`, purpose: 'friend' })).status).toBe(
        201,
      );
    const refused = await host.client.post('/api/visitor-codes/', { visitor_name: 'One more', purpose: 'friend' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ detail: VISITOR_MSG.tooManyActive });
    expect(await codesOf(host.user.id)).toBe(MAX_ACTIVE_VISITOR_CODES);

    t.clock.advance(VISITOR_CODE_MINUTES * 60 + 1);
    expect((await host.client.post('/api/visitor-codes/', { visitor_name: 'Later', purpose: 'friend' })).status).toBe(
      201,
    );
  });

  it('creations sent together cannot pass the cap, and each gets its own digits', async () => {
    const { host } = await estate();
    const answers = await Promise.all(
      Array.from({ length: MAX_ACTIVE_VISITOR_CODES + 5 }, (_, i) =>
        host.client.post('/api/visitor-codes/', { visitor_name: `Guest ${i}`, purpose: 'friend' }),
      ),
    );
    const made = answers.filter((a) => a.status === 201);
    expect(made).toHaveLength(MAX_ACTIVE_VISITOR_CODES);
    expect(new Set(made.map((a) => a.body.code)).size).toBe(MAX_ACTIVE_VISITOR_CODES);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.every((a) => a.status === 400 && a.body.detail === VISITOR_MSG.tooManyActive)).toBe(true);
    expect(await codesOf(host.user.id)).toBe(MAX_ACTIVE_VISITOR_CODES);
  });

  it('is rate limited per person, with its message', async () => {
    const { host } = await estate();
    await seedRateLimit(t, `visitor-codes:create:${host.user.id}`, CREATE_LIMIT.max);
    const res = await host.client.post('/api/visitor-codes/', { visitor_name: 'Chidi', purpose: 'delivery' });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ detail: VISITOR_MSG.tooManyCreated });
    expect(await codesOf(host.user.id)).toBe(0);
  });
});

describe('the digits of a new code', () => {
  it('a clash with a live code of the estate is drawn again, never a 500', async () => {
    const { host, signIn } = await estate();
    const neighbour = await signIn();
    forced = () => '424242';
    expect(
      (await host.client.post('/api/visitor-codes/', { visitor_name: 'First', purpose: 'family' })).body.code,
    ).toBe('424242');
    const draws = ['424242', '424242', '135790'];
    forced = () => draws.shift() ?? sixDigitCode();
    const second = await neighbour.client.post('/api/visitor-codes/', { visitor_name: 'Second', purpose: 'family' });
    expect(second.status).toBe(201);
    expect(second.body.code).toBe('135790');
    expect(draws).toEqual([]);
  });

  it('another estate may hold the same digits at the same time', async () => {
    const a = await estate();
    const b = await estate();
    forced = () => '777000';
    for (const { host } of [a, b])
      expect((await host.client.post('/api/visitor-codes/', { visitor_name: 'V', purpose: 'other' })).body.code).toBe(
        '777000',
      );
  });

  it('the digits of an expired code are free again: the old code is retired, its row kept', async () => {
    const { host } = await estate();
    forced = () => '555111';
    const old = await host.client.post('/api/visitor-codes/', { visitor_name: 'Old', purpose: 'service' });
    t.clock.advance(VISITOR_CODE_MINUTES * 60 + 1);
    const fresh = await host.client.post('/api/visitor-codes/', { visitor_name: 'New', purpose: 'service' });
    expect(fresh.status).toBe(201);
    expect(fresh.body.code).toBe('555111');
    const [retired] = await t.db.select().from(visitorCodes).where(eq(visitorCodes.id, old.body.id));
    expect(retired).toMatchObject({ live: false, usedAt: null });
  });

  it('when every draw clashes, a 503 asks to try again and nothing is stored', async () => {
    const { host, signIn } = await estate();
    const other = await signIn();
    forced = () => '999999';
    await host.client.post('/api/visitor-codes/', { visitor_name: 'Holder', purpose: 'family' });
    const res = await other.client.post('/api/visitor-codes/', { visitor_name: 'Unlucky', purpose: 'family' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ detail: CODE_UNAVAILABLE });
    expect(await codesOf(other.user.id)).toBe(0);
  });
});

describe('GET /api/visitor-codes/', () => {
  it('lists only the caller’s own codes, newest first, ten to a page, with the count', async () => {
    const { host, signIn } = await estate();
    const neighbour = await signIn();
    await neighbour.client.post('/api/visitor-codes/', { visitor_name: 'Not mine', purpose: 'other' });
    for (let i = 1; i <= 12; i++) {
      // Used codes do not count toward the active cap, so twelve fit.
      const res = await host.client.post('/api/visitor-codes/', { visitor_name: `Guest ${i}`, purpose: 'friend' });
      await t.db
        .update(visitorCodes)
        .set({ live: false, usedAt: t.clock.now() })
        .where(eq(visitorCodes.id, res.body.id));
      t.clock.advance(1);
    }
    const first = await host.client.get('/api/visitor-codes/?ordering=-created_at');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(12);
    expect(first.body.results).toHaveLength(10);
    expect(first.body.results[0]).toMatchObject({ visitor_name: 'Guest 12', is_used: true });
    expect(first.body.results.map((r: { visitor_name: string }) => r.visitor_name)).not.toContain('Not mine');
    const second = await host.client.get('/api/visitor-codes/?page=2');
    expect(second.body.results.map((r: { visitor_name: string }) => r.visitor_name)).toEqual(['Guest 2', 'Guest 1']);
    const small = await host.client.get('/api/visitor-codes/?page=2&page_size=5');
    expect(small.body.count).toBe(12);
    expect(small.body.results.map((r: { visitor_name: string }) => r.visitor_name)).toEqual([
      'Guest 7',
      'Guest 6',
      'Guest 5',
      'Guest 4',
      'Guest 3',
    ]);
    expect((await host.client.get('/api/visitor-codes/?page=4')).body).toEqual({ count: 12, results: [] });
  });

  it('refuses a page size past the hard maximum, and other orderings', async () => {
    const { host } = await estate();
    expect((await host.client.get('/api/visitor-codes/?page_size=51')).status).toBe(400);
    expect((await host.client.get('/api/visitor-codes/?page=0')).status).toBe(400);
    expect((await host.client.get('/api/visitor-codes/?ordering=code')).status).toBe(400);
    const page = await host.client.get('/api/visitor-codes/?page_size=50');
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ count: 0, results: [] });
  });

  it('needs a sign-in', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/visitor-codes/')).status).toBe(401);
    expect((await anonymous.post('/api/visitor-codes/', { visitor_name: 'A', purpose: 'other' })).status).toBe(401);
  });
});
