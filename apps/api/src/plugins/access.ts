import { SUBSCRIPTION_MSG } from '@estatehub/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { forbidden, HttpError, notFound, unauthorized } from '../lib/http-errors';
import { dbId } from '../lib/route-params';
import type { UserRow } from '../modules/auth/session.queries';
import { subscriptionActive } from '../modules/subscriptions/subscriptions.service';

/**
 * Who may call a route, declared once on the route as `config: { access }` and enforced by the
 * hook below (see docs/decisions/008-access-layer.md):
 * - `public`: anyone, signed in or not.
 * - `signedIn`: any signed-in account.
 * - `member`: a signed-in admin, resident or guard of an estate.
 * - `estateAdmin`: an estate's admin.
 * - `activeEstateAdmin`: an estate's admin whose subscription is live (writes that need one).
 * On `/api/estates/:id/...` routes the estate in the path must also be the caller's own.
 */
export const ACCESS_LEVELS = ['public', 'signedIn', 'member', 'estateAdmin', 'activeEstateAdmin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** The signed-in user a service acts for. */
export type Actor = UserRow;
/** A user who belongs to an estate: the estate every query of theirs is scoped to. */
export type EstateActor = UserRow & { estateId: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; a route without it stops the server at start. */
    access?: Access;
  }
  interface FastifySchema {
    /** Copied from the route's access into the API document; routes never set it themselves. */
    'x-access'?: Access;
  }
  interface FastifyRequest {
    /** The caller as the access hook checked it: set on every route that is not public. */
    actor: Actor | null;
  }
}

/** An estate's admin whose subscription is inactive reads but does not write (decision 018). */
export const subscriptionEnded = () =>
  new HttpError(403, { detail: SUBSCRIPTION_MSG.inactive, subscription_active: false });

/** Routes that belong to libraries or to the web app, not to our API modules: public, in one place. */
const EXEMPT = {
  /** The CSRF cookie is what a signed-out browser fetches first. */
  paths: ['/api/csrf-cookie/'],
  /** The OpenAPI document and its UI. */
  prefixes: ['/api/docs'],
};
const isExempt = (url: string) =>
  !url.startsWith('/api/') || EXEMPT.paths.includes(url) || EXEMPT.prefixes.some((p) => url.startsWith(p));

/** `/api/estates/:id` and everything under it name an estate in the path. */
const ESTATE_PATH = /^\/api\/estates\/:id(\/|$)/;
const ESTATE_SCOPED: readonly Access[] = ['member', 'estateAdmin', 'activeEstateAdmin'];

function declareRoute(route: RouteOptions): void {
  const where = `${String(route.method)} ${route.url}`;
  const access = route.config?.access;
  if (access === undefined) {
    if (!isExempt(route.url)) throw new Error(`Route ${where} declares no access: add config: { access }.`);
    route.config = { ...route.config, access: 'public' };
    return;
  }
  if (!ACCESS_LEVELS.includes(access)) throw new Error(`Route ${where} declares an unknown access "${access}".`);
  if (ESTATE_PATH.test(route.url) && !ESTATE_SCOPED.includes(access))
    throw new Error(`Route ${where} names an estate in its path, so its access must be one of ${ESTATE_SCOPED}.`);
  // The API document says who may call each operation (the schema object may be shared: copy it).
  route.schema = {
    ...route.schema,
    'x-access': access,
    ...(access === 'public' ? {} : { security: [{ session: [] }] }),
  };
}

/**
 * The order of refusals: signed out 401, wrong kind of account 403, another estate's id 404
 * (so nobody learns which estates exist), then a lapsed subscription 403.
 */
async function check(request: FastifyRequest): Promise<void> {
  const { access } = request.routeOptions.config;
  const route = request.routeOptions.url;
  if (access === undefined) {
    if (request.is404) return; // the not-found handler has no route
    throw new Error(`No access declared for ${request.method} ${route}`);
  }
  if (access === 'public') {
    request.actor = request.user;
    return;
  }
  const user = request.user;
  if (!user) throw unauthorized();
  if (access === 'signedIn') {
    request.actor = user;
    return;
  }
  if (user.estateId === null) throw forbidden();
  if (access !== 'member' && user.role !== 'admin') throw forbidden();
  if (route && ESTATE_PATH.test(route)) {
    const estateId = dbId.safeParse((request.params as { id?: unknown }).id);
    // A malformed id is left to the route's validation (400).
    if (estateId.success && estateId.data !== user.estateId) throw notFound();
  }
  if (access === 'activeEstateAdmin' && !(await subscriptionActive(request.server.deps, user)))
    throw subscriptionEnded();
  request.actor = user;
}

/**
 * Registers the declaration check (every route added after this must declare its access) and
 * the one hook that enforces it. Call after the session hook and before any route.
 */
export function registerAccess(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
  app.addHook('onRoute', declareRoute);
  app.addHook('onRequest', check);
}

/** The caller of a route declared `signedIn` or stricter. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`${request.method} ${request.url} reads its actor but declares public access.`);
  return request.actor;
}

/** The caller of a route declared `member` or stricter: always an estate's account. */
export function estateActorOf(request: FastifyRequest): EstateActor {
  const actor = actorOf(request);
  if (actor.estateId === null) throw new Error(`${request.method} ${request.url} needs an estate-scoped access.`);
  return actor as EstateActor;
}
