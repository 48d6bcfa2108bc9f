import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Headers on every answer, set by helmet. The API docs UI (swagger-ui, staticCSP) sets its own
 * CSP on its page, which replaces this one there, for its inline bootstrap.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // Paystack's inline checkout: its script, its iframe, and the calls the script makes (only when configured).
  const paystack = app.deps.config.paystack
    ? {
        script: ['https://js.paystack.co'],
        frame: ['https://checkout.paystack.com'],
        connect: ['https://api.paystack.co'],
      }
    : { script: [], frame: [], connect: [] };
  app.register(helmet, {
    contentSecurityPolicy: {
      // Not helmet's defaults: they add upgrade-insecure-requests, which breaks plain-http LAN installs.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paystack.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...paystack.connect],
        frameSrc: ["'self'", ...paystack.frame],
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
