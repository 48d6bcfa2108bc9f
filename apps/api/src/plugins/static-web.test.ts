import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagePath } from '../lib/paths';
import { registerStaticWeb } from './static-web';

let root: string;
let app: FastifyInstance;
let port: number;
const script = `console.log(${JSON.stringify('EstateHub '.repeat(400))});\n`;
const indexHtml = `<!doctype html><html><head><title>EstateHub</title></head><body>${'<div></div>'.repeat(100)}</body></html>`;

beforeAll(async () => {
  // A tiny built web app, compressed by the same script the web build runs.
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'estatehub-dist-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(root, 'assets', 'index-Ab12Cd34.js'), script);
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  execFileSync(process.execPath, [packagePath('..', 'web', 'scripts', 'compress.mjs'), root]);
  app = Fastify();
  expect(await registerStaticWeb(app, root)).toBe(true);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Raw bytes as sent (fetch would undo the compression before the test could see it). */
function get(urlPath: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the built web app is sent precompressed', () => {
  it('sends brotli, gzip or the plain file by Accept-Encoding, with the right type and Vary', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    for (const res of [br, gz, plain]) {
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends index.html compressed and never cached, also for client routes', async () => {
    for (const urlPath of ['/index.html', '/admin/residents']) {
      const res = await get(urlPath, 'br');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString()).toBe(indexHtml);
    }
  });

  it('sends a file too small to compress as it is', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
