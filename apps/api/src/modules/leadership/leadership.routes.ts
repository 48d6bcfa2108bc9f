import { leader, leaderList } from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId, formBody } from '../../lib/route-params';
import { requireEstateAdmin, requireEstateMember } from '../../plugins/session';
import { readForm } from '../../plugins/uploads';
import { listLeaders } from './leadership.queries';
import { addLeader, pictureRule, removeLeader, toLeader, updateLeader } from './leadership.service';

const tags = ['leadership'];
const estateParams = z.object({ id: dbId });
const leaderParams = z.object({ id: dbId, leaderId: dbId });

/** Reading is for members of the estate; writing for its admin. */
export const leadershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/:id/leadership/',
    { schema: { tags, params: estateParams, response: { 200: leaderList } } },
    async (request) => {
      requireEstateMember(request, request.params.id);
      const rows = await listLeaders(deps.db, request.params.id);
      return { count: rows.length, results: rows.map(toLeader) };
    },
  );

  app.post(
    '/:id/leadership/',
    {
      schema: {
        tags,
        params: estateParams,
        ...formBody,
        description: 'Multipart: user, position, phone_number, bio, order, optional profile_picture.',
        response: { 201: leader },
      },
    },
    async (request, reply) => {
      const admin = requireEstateAdmin(request, request.params.id);
      return reply.code(201).send(await addLeader(deps, admin, await readForm(request, pictureRule)));
    },
  );

  app.patch(
    '/:id/leadership/:leaderId/',
    {
      schema: {
        tags,
        params: leaderParams,
        ...formBody,
        description: 'Multipart: position, phone_number, email, bio, order, optional profile_picture.',
        response: { 200: leader },
      },
    },
    async (request) => {
      const admin = requireEstateAdmin(request, request.params.id);
      return updateLeader(deps, admin, request.params.leaderId, await readForm(request, pictureRule));
    },
  );

  app.delete('/:id/leadership/:leaderId/', { schema: { tags, params: leaderParams } }, async (request, reply) => {
    const admin = requireEstateAdmin(request, request.params.id);
    await removeLeader(deps, admin, request.params.leaderId);
    return reply.code(204).send();
  });
};
