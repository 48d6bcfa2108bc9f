import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addDays } from '../lib/clock';
import { forbidden, notFound, unauthorized } from '../lib/http-errors';
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

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in user with one of the roles, else 401 or 403. */
export function requireRole(request: FastifyRequest, ...roles: UserRow['role'][]): UserRow {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

/**
 * An admin acting on their own estate. Another estate's id answers 404, so nobody learns
 * which estates exist; a signed-in non-admin gets 403.
 */
export function requireEstateAdmin(request: FastifyRequest, estateId?: number): UserRow & { estateId: number } {
  const user = requireRole(request, 'admin');
  if (user.estateId === null || (estateId !== undefined && user.estateId !== estateId)) throw notFound();
  return user as UserRow & { estateId: number };
}

/** Any signed-in member (admin, resident or guard) of the estate; others get 404. */
export function requireEstateMember(request: FastifyRequest, estateId: number): UserRow {
  const user = requireUser(request);
  if (user.estateId !== estateId) throw notFound();
  return user;
}
