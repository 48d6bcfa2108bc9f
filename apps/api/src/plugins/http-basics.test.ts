import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('security headers and docs', () => {
  it('sets CSP with frame-ancestors none, nosniff and a referrer policy on every answer', async () => {
    for (const path of ['/api/estates/', '/api/nothing/', '/api/csrf-cookie/']) {
      const res = await t.client().get(path);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('serves the OpenAPI document generated from the route schemas at /api/docs/', async () => {
    const ui = await t.client().get('/api/docs/');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('<html');
    const doc = await t.client().get('/api/docs/json');
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login/', '/api/auth/register/', '/api/estates/', '/api/resident/profile/']),
    );
    expect(
      doc.body.paths['/api/auth/register/'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('phone_number');
  });
});
