import { due, dueBody, duesPage, duesQuery, reminderResult } from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '../../lib/route-params';
import { estateActorOf } from '../../plugins/access';
import * as dues from './dues.service';

const tags = ['dues'];
const idParams = z.object({ id: dbId });
/** Every admin write needs a live subscription: a lapsed estate's admin reads but does not write (decision 018). */
const activeAdmin = { access: 'activeEstateAdmin' } as const;

/** The estate's dues: read by its residents and admins, written by its admin (under /api/dues). */
export const duesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/',
    { schema: { tags, querystring: duesQuery, response: { 200: duesPage } }, config: { access: 'member' } },
    async (request) => dues.duesPage(deps, estateActorOf(request), request.query),
  );

  app.post(
    '/',
    { schema: { tags, body: dueBody, response: { 201: due } }, config: activeAdmin },
    async (request, reply) => reply.code(201).send(await dues.createDue(deps, estateActorOf(request), request.body)),
  );

  app.put(
    '/:id/',
    { schema: { tags, params: idParams, body: dueBody, response: { 200: due } }, config: activeAdmin },
    async (request) => dues.editDue(deps, estateActorOf(request), request.params.id, request.body),
  );

  app.delete('/:id/', { schema: { tags, params: idParams }, config: activeAdmin }, async (request, reply) => {
    await dues.removeDue(deps, estateActorOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/:id/remind/',
    { schema: { tags, params: idParams, response: { 200: reminderResult } }, config: activeAdmin },
    async (request) => dues.remindDue(deps, estateActorOf(request), request.params.id),
  );
};
