import crypto from 'node:crypto';
import { MSG } from '@estatehub/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-errors';
import { hmac, randomToken, safeEqual, sha256 } from '../lib/random';

export const CSRF_COOKIE = 'csrftoken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set false on routes called by other servers with their own proof (the payment webhook). */
    csrf?: boolean;
  }
}

/**
 * A signed double-submit token: nonce.HMAC(secret, binding|nonce). Signed in, the binding is
 * the session; before sign-in it is a random HttpOnly cookie of this browser, so a token taken
 * from one browser and planted in another (login CSRF) does not pass.
 */
export const BROWSER_COOKIE = 'csrf_browser';
const YEAR_SECONDS = 60 * 60 * 24 * 365;

function binding(request: FastifyRequest): string | null {
  if (request.sessionHash) return `session:${request.sessionHash}`;
  const browser = request.cookies[BROWSER_COOKIE];
  return browser ? `browser:${sha256(browser)}` : null;
}
const sign = (secret: string, bound: string, nonce: string) => hmac(secret, `${bound}|${nonce}`);

function isValid(request: FastifyRequest, token: string | undefined): boolean {
  const bound = binding(request);
  if (!token || !bound) return false;
  const [nonce, mac, extra] = token.split('.');
  if (!nonce || !mac || extra !== undefined) return false;
  return safeEqual(mac, sign(request.server.deps.secret, bound, nonce));
}

/** Both CSRF cookies live a year on the whole site; only the token is readable by the page. */
const yearCookie = (request: FastifyRequest, { httpOnly }: { httpOnly: boolean }) => ({
  path: '/',
  httpOnly,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  maxAge: YEAR_SECONDS,
});

/** Gives a browser without one its random binding cookie (read only by the server). */
function ensureBrowserCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[BROWSER_COOKIE]) return;
  const value = randomToken();
  request.cookies[BROWSER_COOKIE] = value;
  reply.setCookie(BROWSER_COOKIE, value, yearCookie(request, { httpOnly: true }));
}

export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.sessionHash) ensureBrowserCookie(request, reply);
  const nonce = crypto.randomBytes(18).toString('base64url');
  const token = `${nonce}.${sign(request.server.deps.secret, binding(request)!, nonce)}`;
  request.cookies[CSRF_COOKIE] = token;
  reply.setCookie(CSRF_COOKIE, token, yearCookie(request, { httpOnly: false }));
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
