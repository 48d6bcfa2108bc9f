import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { webDistPath } from '../lib/paths';

/**
 * Serves the built web app from the same origin as the API (so cookies and CSRF need no CORS).
 * Unknown non-API paths answer index.html, and the client router takes over.
 */
export async function registerStaticWeb(app: FastifyInstance, root = webDistPath): Promise<boolean> {
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz copies (apps/web/scripts/compress.mjs); sent by Accept-Encoding.
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // With wildcard: false every built file has its own route, so this only sees paths that are not files.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send({ detail: 'Not found.' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}
