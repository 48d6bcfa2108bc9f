import { announcement, announcementBody, announcementsPage, announcementsQuery } from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '../../lib/route-params';
import { estateActorOf } from '../../plugins/access';
import * as announcements from './announcements.service';

const tags = ['announcements'];
const idParams = z.object({ id: dbId });
/** Posting, editing and removing need a live subscription (decision 018). */
const activeAdmin = { access: 'activeEstateAdmin' } as const;

/** The estate's announcements: read by its members, written by its admin (under /api/announcements). */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/',
    {
      schema: { tags, querystring: announcementsQuery, response: { 200: announcementsPage } },
      config: { access: 'member' },
    },
    async (request) => announcements.announcementsPage(deps, estateActorOf(request), request.query),
  );

  app.post(
    '/',
    { schema: { tags, body: announcementBody, response: { 201: announcement } }, config: activeAdmin },
    async (request, reply) =>
      reply.code(201).send(await announcements.createAnnouncement(deps, estateActorOf(request), request.body)),
  );

  app.put(
    '/:id/',
    {
      schema: { tags, params: idParams, body: announcementBody, response: { 200: announcement } },
      config: activeAdmin,
    },
    async (request) => announcements.editAnnouncement(deps, estateActorOf(request), request.params.id, request.body),
  );

  app.delete('/:id/', { schema: { tags, params: idParams }, config: activeAdmin }, async (request, reply) => {
    await announcements.removeAnnouncement(deps, estateActorOf(request), request.params.id);
    return reply.code(204).send();
  });
};
