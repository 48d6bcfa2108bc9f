import { pushKey, pushSubscriptionBody, pushUnsubscribeBody } from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access';
import * as push from './push.service';

const tags = ['push'];
const signedIn = { access: 'signedIn' } as const;

/** Web push for any signed-in person (under /api/push): the server's key, and turning push on and off. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/key/', { schema: { tags, response: { 200: pushKey } }, config: signedIn }, async () =>
    push.publicKey(deps),
  );

  app.post(
    '/subscriptions/',
    { schema: { tags, body: pushSubscriptionBody }, config: signedIn },
    async (request, reply) => {
      await push.subscribe(deps, actorOf(request), request.body);
      return reply.code(201).send();
    },
  );

  app.delete(
    '/subscriptions/',
    { schema: { tags, body: pushUnsubscribeBody }, config: signedIn },
    async (request, reply) => {
      await push.unsubscribe(deps, actorOf(request), request.body.endpoint);
      return reply.code(204).send();
    },
  );
};
