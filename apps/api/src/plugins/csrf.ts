import crypto from 'node:crypto';
import { MSG } from '@estatehub/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-errors';
import { hmac, safeEqual } from '../lib/random';

export const CSRF_COOKIE = 'csrftoken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set false on routes called by other servers with their own proof (the payment webhook). */
    csrf?: boolean;
  }
}

/**
 * A signed double-submit token: nonce.HMAC(secret, session|nonce). It is bound to the session
 * (or to "anon" before sign-in), so a cookie planted by another site cannot pass.
 */
const binding = (request: FastifyRequest) => request.sessionHash ?? 'anon';
const sign = (secret: string, bound: string, nonce: string) => hmac(secret, `${bound}|${nonce}`);

function isValid(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const [nonce, mac, extra] = token.split('.');
  if (!nonce || !mac || extra !== undefined) return false;
  return safeEqual(mac, sign(request.server.deps.secret, binding(request), nonce));
}

export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply): void {
  const nonce = crypto.randomBytes(18).toString('base64url');
  const token = `${nonce}.${sign(request.server.deps.secret, binding(request), nonce)}`;
  request.cookies[CSRF_COOKIE] = token;
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: 60 * 60 * 24 * 365,
  });
}

/** Must run after the session hook: the token is checked against the current session. */
export function registerCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.csrf === false) return;
    const header = request.headers['x-csrftoken'];
    const cookie = request.cookies[CSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie) || !isValid(request, cookie)) {
      throw new HttpError(403, { detail: MSG.csrfFailed });
    }
  });

  app.get('/api/csrf-cookie/', { schema: { hide: true } }, async (request, reply) => {
    if (!isValid(request, request.cookies[CSRF_COOKIE])) issueCsrfToken(request, reply);
    return { detail: 'CSRF cookie set.' };
  });
}
