import { deleteAccountRequestBody, detail, profileAnswer, profileUpdateBody } from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Actor, actorOf } from '../../plugins/access';
import { subscriptionActive } from '../subscriptions/subscriptions.service';
import { toProfileAnswer } from '../users/user-answer';
import { requestAccountDeletion, updateProfile } from './profile.service';

const tags = ['profile'];

/** Any signed-in account: its own profile (a lapsed subscription still reads and edits it). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const config = { access: 'signedIn' } as const;
  const answer = async (user: Actor) => toProfileAnswer(user, await subscriptionActive(deps, user));

  // The web app refreshes its stored user from here.
  app.get('/profile/', { schema: { tags, response: { 200: profileAnswer } }, config }, async (request) =>
    answer(actorOf(request)),
  );

  app.patch(
    '/profile/',
    { schema: { tags, body: profileUpdateBody, response: { 200: profileAnswer } }, config },
    async (request) => answer(await updateProfile(deps, actorOf(request), request.body)),
  );

  // The service refuses admins: they close their account through support.
  app.post(
    '/delete-account-request/',
    { schema: { tags, body: deleteAccountRequestBody, response: { 202: detail } }, config },
    async (request, reply) =>
      reply.code(202).send(await requestAccountDeletion(deps, actorOf(request), request.body.reason)),
  );
};
