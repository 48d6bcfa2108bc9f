import { subscriptionChargesPage, subscriptionChargesQuery } from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { dbId } from '../../lib/route-params';
import { actorOf } from '../../plugins/access';
import { findOwnCharge, listCharges, toChargeAnswer } from './billing.queries';
import { invoiceNumber, invoicePdf } from './invoice-pdf';

const tags = ['subscription'];
const signedIn = { access: 'signedIn' } as const;
const idParams = z.object({ id: dbId });

/** The caller's billing history and each charge's PDF invoice (their own only). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/',
    {
      schema: { tags, querystring: subscriptionChargesQuery, response: { 200: subscriptionChargesPage } },
      config: signedIn,
    },
    async (request) => {
      const { rows, count } = await listCharges(deps.db, actorOf(request).id, request.query);
      return { count, results: rows.map(toChargeAnswer) };
    },
  );

  app.get('/:id/invoice/', { schema: { tags, params: idParams }, config: signedIn }, async (request, reply) => {
    const charge = await findOwnCharge(deps.db, actorOf(request).id, request.params.id);
    if (!charge) throw notFound();
    const pdf = await invoicePdf(charge);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="invoice-${invoiceNumber(charge.id)}.pdf"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};
