import { paymentFilters } from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estateActorOf } from '../../plugins/access';
import { paymentsReport } from './payment-report.service';

/** The Generate Report button of the payment records screen: the list's filters, as a streamed PDF. */
export const paymentReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/payments/report/pdf/',
    { schema: { tags: ['payments'], querystring: paymentFilters }, config: { access: 'estateAdmin' } },
    async (request, reply) => {
      const pdf = await paymentsReport(deps, estateActorOf(request), request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="payments-report.pdf"')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
