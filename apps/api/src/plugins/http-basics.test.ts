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
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('the app CSP allows only same-origin scripts; the docs UI page carries its own CSP', async () => {
    const api = (await t.client().get('/api/estates/')).headers.get('content-security-policy')!;
    const directives = new Map(api.split(';').map((d) => [d.trim().split(' ')[0], d.trim()]));
    expect(directives.get('script-src')).toBe("script-src 'self'");
    expect(directives.get('object-src')).toBe("object-src 'none'");
    expect(api).not.toContain('upgrade-insecure-requests');
    const docs = (await t.client().get('/api/docs/')).headers.get('content-security-policy')!;
    expect(docs).not.toBe(api);
    expect(docs).toContain('script-src-attr');
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
