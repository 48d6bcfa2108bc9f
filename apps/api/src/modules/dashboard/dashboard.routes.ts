import { dashboard, dashboardCharts } from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estateActorOf } from '../../plugins/access';
import { chartsOf, dashboardOf } from './dashboard.service';

const tags = ['dashboard'];

/** The dashboards (under /api/dashboard): every member sees their role's figures of their own estate. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/', { schema: { tags, response: { 200: dashboard } }, config: { access: 'member' } }, async (request) =>
    dashboardOf(deps, estateActorOf(request)),
  );

  // Reads stay open to an admin whose subscription has ended (decision 018).
  app.get(
    '/charts/',
    { schema: { tags, response: { 200: dashboardCharts } }, config: { access: 'estateAdmin' } },
    async (request) => chartsOf(deps, estateActorOf(request)),
  );
};
