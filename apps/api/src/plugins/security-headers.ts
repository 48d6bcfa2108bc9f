import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Headers on every answer, set by helmet. The API docs UI (swagger-ui, staticCSP) sets its own
 * CSP on its page, which replaces this one there, for its inline bootstrap.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.register(helmet, {
    contentSecurityPolicy: {
      // Not helmet's defaults: they add upgrade-insecure-requests, which breaks plain-http LAN installs.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  // Helmet has no Permissions-Policy; the app uses none of these.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  });
}
