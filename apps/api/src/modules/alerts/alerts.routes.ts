import { alert, alertBody, alertsPage, alertsQuery } from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estateActorOf } from '../../plugins/access';
import * as alerts from './alerts.service';

const tags = ['alerts'];
/** Any member of an estate; an emergency never waits on a subscription. */
const member = { access: 'member' } as const;

/** Emergency alerts (under /api/alert): sent and read by an estate's residents, guards and admins. */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/',
    { schema: { tags, querystring: alertsQuery, response: { 200: alertsPage } }, config: member },
    async (request) => alerts.alertsPage(deps, estateActorOf(request), request.query),
  );

  app.post(
    '/',
    { schema: { tags, body: alertBody, response: { 201: alert } }, config: member },
    async (request, reply) => reply.code(201).send(await alerts.sendAlert(deps, estateActorOf(request), request.body)),
  );
};
