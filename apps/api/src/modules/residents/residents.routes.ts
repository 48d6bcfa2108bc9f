import { detail, residentsPage, residentsQuery } from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '../../lib/route-params';
import { requireEstateAdmin } from '../../plugins/session';
import { toResidentRow } from './resident-answer';
import { listResidents } from './residents.queries';
import { approveResident, deleteResident, residentsPdf } from './residents.service';

const tags = ['residents'];
const idParams = z.object({ id: dbId });

/** The admin residents screen. Every call is scoped to the acting admin's estate. */
export const residentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/residents/',
    { schema: { tags, querystring: residentsQuery, response: { 200: residentsPage } } },
    async (request) => {
      const admin = requireEstateAdmin(request);
      const { rows, counts } = await listResidents(deps.db, admin.estateId, request.query);
      return { count: counts.total, results: rows.map(toResidentRow), counts };
    },
  );

  app.get(
    '/residents/pdf/',
    { schema: { tags, querystring: residentsQuery.omit({ page: true, page_size: true }) } },
    async (request, reply) => {
      const admin = requireEstateAdmin(request);
      const pdf = await residentsPdf(deps, admin.estateId, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="residents.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/approve-resident/:id/',
    { schema: { tags, params: idParams, response: { 200: detail } } },
    async (request) => approveResident(deps, requireEstateAdmin(request), request.params.id),
  );

  app.delete('/delete-resident/:id/', { schema: { tags, params: idParams } }, async (request, reply) => {
    await deleteResident(deps, requireEstateAdmin(request), request.params.id);
    return reply.code(204).send();
  });
};
