import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addDays } from '../lib/clock';
import { randomToken, sha256 } from '../lib/random';
import { deleteSession, findSessionUser, insertSession, type UserRow } from '../modules/auth/session.queries';
import { issueCsrfToken } from './csrf';

export const SESSION_COOKIE = 'sessionid';
const SESSION_DAYS = 14;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded once per request from the session cookie. */
    user: UserRow | null;
    sessionHash: string | null;
  }
}

export const cookieSecure = (request: FastifyRequest) => request.protocol === 'https';

export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionHash', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    const hash = sha256(token);
    const user = await findSessionUser(app.deps.db, hash, app.deps.clock.now());
    if (user) {
      request.user = user;
      request.sessionHash = hash;
    } else {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    }
  });
}

/** Signs the user in: a new session, its cookie, and a CSRF token bound to it. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<void> {
  const { db, clock } = request.server.deps;
  if (request.sessionHash) await deleteSession(db, request.sessionHash);
  const token = randomToken();
  const expiresAt = addDays(clock.now(), SESSION_DAYS);
  await insertSession(db, sha256(token), user.id, expiresAt);
  request.user = user;
  request.sessionHash = sha256(token);
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(request),
    expires: expiresAt,
  });
  issueCsrfToken(request, reply);
}

export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.sessionHash) await deleteSession(request.server.deps.db, request.sessionHash);
  request.user = null;
  request.sessionHash = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  issueCsrfToken(request, reply);
}
