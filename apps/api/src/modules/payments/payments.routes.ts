import { payment, paymentDecision, paymentsPage, paymentsQuery, rejectPaymentBody } from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId, formBody } from '../../lib/route-params';
import { estateActorOf } from '../../plugins/access';
import { readForm } from '../../plugins/uploads';
import {
  approvePayment,
  evidenceRule,
  paymentsPage as listPage,
  paymentEvidence,
  rejectPayment,
  submitPayment,
} from './payments.service';

const tags = ['payments'];
const params = z.object({ id: dbId });

/**
 * Residents pay by evidence and read their own payments; the estate's admins read them all and
 * decide each pending one once. Deciding needs a live subscription; reading never does
 * (decision 014).
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/payments/',
    {
      schema: {
        tags,
        ...formBody,
        description: 'Multipart: due, amount_paid (naira) and payment_evidence (an image or a PDF, at most 10 MB).',
        response: { 201: payment },
      },
      config: { access: 'member' },
    },
    async (request, reply) =>
      reply.code(201).send(await submitPayment(deps, estateActorOf(request), () => readForm(request, evidenceRule))),
  );

  app.get(
    '/payments/',
    { schema: { tags, querystring: paymentsQuery, response: { 200: paymentsPage } }, config: { access: 'member' } },
    async (request) => listPage(deps, estateActorOf(request), request.query),
  );

  app.get(
    '/payments/:id/evidence/',
    {
      schema: { tags, params, description: 'The evidence file, for its payer and the estate’s admins only.' },
      config: { access: 'member' },
    },
    async (request, reply) => {
      const file = await paymentEvidence(deps, estateActorOf(request), request.params.id);
      return reply
        .type(file.mime)
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );

  app.post(
    '/admin/approve-payment/:id/',
    { schema: { tags, params, response: { 200: paymentDecision } }, config: { access: 'activeEstateAdmin' } },
    async (request) => approvePayment(deps, estateActorOf(request), request.params.id),
  );

  app.post(
    '/admin/reject-payment/:id/',
    {
      schema: { tags, params, body: rejectPaymentBody, response: { 200: paymentDecision } },
      config: { access: 'activeEstateAdmin' },
    },
    async (request) => rejectPayment(deps, estateActorOf(request), request.params.id, request.body.reason),
  );
};
