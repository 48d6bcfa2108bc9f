import {
  staffBody,
  staffDisableBody,
  staffExportQuery,
  staffLookup,
  staffMember,
  staffPage,
  staffPatch,
  staffQuery,
} from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '../../lib/route-params';
import { estateActorOf } from '../../plugins/access';
import * as staff from './staff.service';
import { exportFilename, staffCsv } from './staff-csv';

const tags = ['staff'];
const idParams = z.object({ id: dbId });
/** Residents employ staff, admins oversee them, guards look them up: each service refuses the rest. */
const member = { access: 'member' } as const;

/** The staff registry, "artisans and domestics" (under /api/artisans-domestics). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/',
    { schema: { tags, querystring: staffQuery, response: { 200: staffPage } }, config: member },
    async (request) => staff.staffPage(deps, estateActorOf(request), request.query),
  );

  app.post(
    '/',
    { schema: { tags, body: staffBody, response: { 201: staffMember } }, config: member },
    async (request, reply) =>
      reply.code(201).send(await staff.registerStaff(deps, estateActorOf(request), request.body)),
  );

  // Before /:id/ in meaning only: Fastify's router prefers the static segment whatever the order.
  app.get(
    '/export/',
    { schema: { tags, querystring: staffExportQuery }, config: { access: 'estateAdmin' } },
    async (request, reply) => {
      const { scope, filters } = staff.exportScope(estateActorOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFilename(deps.clock.now())}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(staffCsv(deps.db, scope, filters));
    },
  );

  app.get(
    '/lookup/:unique_id/',
    {
      schema: { tags, params: z.object({ unique_id: z.string().max(32) }), response: { 200: staffLookup } },
      config: member,
    },
    async (request) => staff.lookup(deps, estateActorOf(request), request.params.unique_id),
  );

  app.get(
    '/:id/',
    { schema: { tags, params: idParams, response: { 200: staffMember } }, config: member },
    async (request) => staff.staffDetail(deps, estateActorOf(request), request.params.id),
  );

  app.patch(
    '/:id/',
    { schema: { tags, params: idParams, body: staffPatch, response: { 200: staffMember } }, config: member },
    async (request) => staff.editStaff(deps, estateActorOf(request), request.params.id, request.body),
  );

  app.delete('/:id/', { schema: { tags, params: idParams }, config: member }, async (request, reply) => {
    await staff.removeStaff(deps, estateActorOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.patch(
    '/:id/disable/',
    { schema: { tags, params: idParams, body: staffDisableBody, response: { 200: staffMember } }, config: member },
    async (request) => staff.disableStaff(deps, estateActorOf(request), request.params.id, request.body),
  );
};
