import { deleteAccountRequestBody, detail, profileAnswer, profileUpdateBody } from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { isSubscriptionActive } from '../subscriptions/subscriptions.queries';
import { toProfileAnswer } from '../users/user-answer';
import { requestAccountDeletion, updateProfile } from './profile.service';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const answer = async (user: Parameters<typeof toProfileAnswer>[0]) =>
    toProfileAnswer(user, await isSubscriptionActive(deps.db, user, deps.clock.now()));

  // Any signed-in user: the web app refreshes its stored user from here.
  app.get('/profile/', { schema: { tags, response: { 200: profileAnswer } } }, async (request) =>
    answer(requireUser(request)),
  );

  app.patch(
    '/profile/',
    { schema: { tags, body: profileUpdateBody, response: { 200: profileAnswer } } },
    async (request) => answer(await updateProfile(deps, requireUser(request), request.body)),
  );

  app.post(
    '/delete-account-request/',
    { schema: { tags, body: deleteAccountRequestBody, response: { 202: detail } } },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.code(202).send(await requestAccountDeletion(deps, user, request.body.reason));
    },
  );
};
