import { detail, residentsPage, residentsQuery } from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '../../lib/route-params';
import { estateActorOf } from '../../plugins/access';
import { toResidentRow } from './resident-answer';
import * as residents from './residents.service';

const tags = ['residents'];
const idParams = z.object({ id: dbId });
const admin = { access: 'estateAdmin' } as const;

/**
 * The admin residents screen, scoped to the acting admin's estate. A lapsed admin may still read
 * and export the list; approving and removing people need a live subscription (decision 018).
 */
export const residentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/residents/',
    { schema: { tags, querystring: residentsQuery, response: { 200: residentsPage } }, config: admin },
    async (request) => {
      const { rows, counts } = await residents.residentsPage(deps, estateActorOf(request), request.query);
      return { count: counts.total, results: rows.map(toResidentRow), counts };
    },
  );

  app.get(
    '/residents/pdf/',
    { schema: { tags, querystring: residentsQuery.omit({ page: true, page_size: true }) }, config: admin },
    async (request, reply) => {
      const pdf = await residents.residentsPdf(deps, estateActorOf(request).estateId, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="residents.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/approve-resident/:id/',
    { schema: { tags, params: idParams, response: { 200: detail } }, config: { access: 'activeEstateAdmin' } },
    async (request) => residents.approveResident(deps, estateActorOf(request), request.params.id),
  );

  app.delete(
    '/delete-resident/:id/',
    { schema: { tags, params: idParams }, config: { access: 'activeEstateAdmin' } },
    async (request, reply) => {
      await residents.deleteResident(deps, estateActorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
