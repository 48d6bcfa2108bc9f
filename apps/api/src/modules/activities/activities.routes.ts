import {
  type ActivityKind,
  type ActivityPage,
  activityPage,
  activityQuery,
  lagosDay,
  lagosMidnight,
} from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { addDays, addMonths } from '../../lib/clock';
import { estateActorOf } from '../../plugins/access';
import { type ActivityFilters, listActivities } from './activities.queries';

/** Where each time filter starts, from now; All Time has no start. Today starts at Lagos midnight. */
function periodStart(period: ActivityFilters['period'], now: Date): Date | undefined {
  if (period === 'today') return lagosMidnight(lagosDay(now));
  if (period === '7d') return addDays(now, -7);
  if (period === 'month') return addMonths(now, -1);
  if (period === '3months') return addMonths(now, -3);
  return undefined;
}

async function activityLog(deps: AppDeps, estateId: number, f: ActivityFilters): Promise<ActivityPage> {
  const { count, rows, kinds } = await listActivities(deps.db, estateId, f, periodStart(f.period, deps.clock.now()));
  return {
    count,
    types: kinds,
    results: rows.map((r) => ({
      id: r.id,
      type: r.kind as ActivityKind,
      description: r.description,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/** The estate's activity feed (GET /api/activity-log/), for its admin: filtered and paged in the database. */
export const activityLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: { tags: ['activity'], querystring: activityQuery, response: { 200: activityPage } },
      config: { access: 'estateAdmin' },
    },
    async (request) => activityLog(app.deps, estateActorOf(request).estateId, request.query),
  );
};
