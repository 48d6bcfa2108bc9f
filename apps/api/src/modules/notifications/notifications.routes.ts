import { notificationsPage, notificationsQuery, unreadCount } from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '../../lib/route-params';
import { actorOf } from '../../plugins/access';
import * as notifications from './notifications.service';

const tags = ['notifications'];
const idParams = z.object({ id: dbId });
/** Everyone has a bell, and sees only their own entries. */
const signedIn = { access: 'signedIn' } as const;

/** The bell's entries (under /api/notifications). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/',
    { schema: { tags, querystring: notificationsQuery, response: { 200: notificationsPage } }, config: signedIn },
    async (request) => notifications.notificationsPage(deps, actorOf(request), request.query),
  );

  app.post(
    '/:id/read/',
    { schema: { tags, params: idParams, response: { 200: unreadCount } }, config: signedIn },
    async (request) => notifications.readOne(deps, actorOf(request), request.params.id),
  );

  app.post('/read-all/', { schema: { tags, response: { 200: unreadCount } }, config: signedIn }, async (request) =>
    notifications.readAll(deps, actorOf(request)),
  );
};
