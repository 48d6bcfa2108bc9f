import {
  cancelAnswer,
  checkoutAnswer,
  checkoutBody,
  subscriptionPlans,
  subscriptionStatus,
  verifyBody,
} from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access';
import { listPlans, syncPlanCodes, toPlanAnswer } from './plans.queries';
import * as billing from './subscriptions.service';
import { webhookRoutes } from './webhook';

const tags = ['subscription'];
const signedIn = { access: 'signedIn' } as const;

/**
 * Plans, the caller's status, checkout and its verification, cancel, and Paystack's webhook.
 * Any signed-in account may hold a subscription of its own (residents and guards too).
 */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await syncPlanCodes(deps.db, deps.config);

  app.get(
    '/plans/',
    { schema: { tags, response: { 200: subscriptionPlans } }, config: { access: 'public' } },
    async () => (await listPlans(deps.db)).map(toPlanAnswer),
  );

  app.get('/status/', { schema: { tags, response: { 200: subscriptionStatus } }, config: signedIn }, (request) =>
    billing.statusOf(deps, actorOf(request)),
  );

  app.post(
    '/checkout/',
    { schema: { tags, body: checkoutBody, response: { 201: checkoutAnswer } }, config: signedIn },
    async (request, reply) =>
      reply.code(201).send(await billing.startCheckout(deps, actorOf(request), request.body.plan_id)),
  );

  app.post(
    '/verify/',
    { schema: { tags, body: verifyBody, response: { 200: subscriptionStatus } }, config: signedIn },
    (request) => billing.verifyPayment(deps, actorOf(request), request.body.reference, request.log),
  );

  app.post('/cancel/', { schema: { tags, response: { 200: cancelAnswer } }, config: signedIn }, (request) =>
    billing.cancelSubscription(deps, actorOf(request)),
  );

  await app.register(webhookRoutes);
};
