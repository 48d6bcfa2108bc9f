import { leader, leaderList } from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId, formBody } from '../../lib/route-params';
import { estateActorOf } from '../../plugins/access';
import { readForm } from '../../plugins/uploads';
import { addLeader, estateLeaders, pictureRule, removeLeader, updateLeader } from './leadership.service';

const tags = ['leadership'];
const estateParams = z.object({ id: dbId });
const leaderParams = z.object({ id: dbId, leaderId: dbId });

/**
 * Reading is for members of the estate. Adding, editing and removing leaders need a live
 * subscription: a lapsed estate's admin reads but does not write (decision 018).
 */
export const leadershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/:id/leadership/',
    { schema: { tags, params: estateParams, response: { 200: leaderList } }, config: { access: 'member' } },
    async (request) => estateLeaders(deps, estateActorOf(request)),
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
      config: { access: 'activeEstateAdmin' },
    },
    async (request, reply) =>
      reply.code(201).send(await addLeader(deps, estateActorOf(request), await readForm(request, pictureRule))),
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
      config: { access: 'activeEstateAdmin' },
    },
    async (request) =>
      updateLeader(deps, estateActorOf(request), request.params.leaderId, await readForm(request, pictureRule)),
  );

  app.delete(
    '/:id/leadership/:leaderId/',
    { schema: { tags, params: leaderParams }, config: { access: 'activeEstateAdmin' } },
    async (request, reply) => {
      await removeLeader(deps, estateActorOf(request), request.params.leaderId);
      return reply.code(204).send();
    },
  );
};
