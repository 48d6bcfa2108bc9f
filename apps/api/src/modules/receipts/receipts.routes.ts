import { receiptInfo, receiptVerification, receiptVerifyBody } from '@estatehub/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '../../lib/route-params';
import { estateActorOf } from '../../plugins/access';
import * as receipts from './receipts.service';

const tags = ['receipts'];
const idParams = z.object({ id: dbId });
const member = { access: 'member' } as const;

/** A private file's answer: never sniffed into another type, never kept by a shared cache. */
function sendPdf(reply: FastifyReply, pdf: Buffer, disposition: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', disposition)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/**
 * A payment's receipt for its payer and the estate's admins (anyone else: 404), and the public
 * verification that the QR code on a receipt leads to. `/payments/report/pdf/` (a static path,
 * payment-report module) lives beside `/payments/:id/...`: the router prefers static segments.
 */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/payments/:id/receipt/info/',
    { schema: { tags, params: idParams, response: { 200: receiptInfo } }, config: member },
    async (request) => receipts.receiptInfo(deps, estateActorOf(request), request.params.id),
  );

  app.get(
    '/payments/:id/receipt/view/',
    { schema: { tags, params: idParams }, config: member },
    async (request, reply) => {
      const pdf = await receipts.receiptFile(deps, estateActorOf(request), request.params.id);
      return sendPdf(reply, pdf, `inline; filename="receipt-${request.params.id}.pdf"`);
    },
  );

  app.get(
    '/payments/:id/receipt/download/',
    { schema: { tags, params: idParams }, config: member },
    async (request, reply) => {
      const pdf = await receipts.receiptFile(deps, estateActorOf(request), request.params.id);
      return sendPdf(reply, pdf, `attachment; filename="receipt-${request.params.id}.pdf"`);
    },
  );

  app.post(
    '/receipts/verify/',
    { schema: { tags, body: receiptVerifyBody, response: { 200: receiptVerification } }, config: { access: 'public' } },
    async (request) => receipts.verifyReceipt(deps, request.body, request.ip),
  );
};
