import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/estates/', () => {
  it('is public and shows only id, name, address, description, logo and created_at', async () => {
    await t.createEstate({ name: 'Banana Island Court', email: 'secret-office@example.ng' });
    const res = await t.client().get('/api/estates/');
    expect(res.status).toBe(200);
    const estate = res.body.results.find((e: { name: string }) => e.name === 'Banana Island Court');
    expect(Object.keys(estate).sort()).toEqual(['address', 'created_at', 'description', 'id', 'logo', 'name']);
    expect(res.text).not.toContain('secret-office@example.ng');
    expect(res.text).not.toContain('phone');
  });

  it('pages on the server with a hard maximum page size, newest first', async () => {
    for (let i = 0; i < 5; i++) await t.createEstate({ name: `Paged Estate ${i}` });
    const page = await t.client().get('/api/estates/?page=1&page_size=2');
    expect(page.body.results).toHaveLength(2);
    expect(page.body.count).toBeGreaterThanOrEqual(6);
    const dates = page.body.results.map((e: { created_at: string }) => e.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const tooBig = await t.client().get('/api/estates/?page_size=1000');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.page_size).toBeDefined();
  });

  it('searches by name or address', async () => {
    await t.createEstate({ name: 'Ikoyi Gardens', address: '1 Bourdillon Road' });
    const byName = await t.client().get('/api/estates/?search=ikoyi');
    expect(byName.body.results.map((e: { name: string }) => e.name)).toEqual(['Ikoyi Gardens']);
    const byAddress = await t.client().get('/api/estates/?search=bourdillon');
    expect(byAddress.body.count).toBe(1);
    const wildcard = await t.client().get('/api/estates/?search=%25');
    expect(wildcard.body.count).toBe(0);
  });

  it('answers the same to every role', async () => {
    const estate = await t.createEstate();
    const anon = await t.client().get('/api/estates/');
    for (const role of ['admin', 'resident', 'security'] as const) {
      const user = await t.createUser({ estateId: estate.id, role });
      const c = t.client();
      await c.login(user.email, PASSWORD);
      const res = await c.get('/api/estates/');
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(anon.body.count);
    }
  });
});
