import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieSecure } from '../../plugins/session';

/**
 * After registration (or a sign-in before verifying) a short-lived signed cookie names the
 * account, so the verify screen can send only the code. The account is never found by code.
 */
const COOKIE = 'pending_verification';
const TTL_SECONDS = 60 * 60;

export function setPendingVerification(request: FastifyRequest, reply: FastifyReply, userId: number): void {
  const expires = Date.now() + TTL_SECONDS * 1000;
  reply.setCookie(COOKIE, `${userId}.${expires}`, {
    path: '/api/auth/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(request),
    maxAge: TTL_SECONDS,
    signed: true,
  });
}

export function readPendingVerification(request: FastifyRequest): number | null {
  const raw = request.cookies[COOKIE];
  if (!raw) return null;
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || !value) return null;
  const [id, expires] = value.split('.').map(Number);
  if (!id || !expires || expires < Date.now()) return null;
  return id;
}
