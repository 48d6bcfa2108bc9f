import type { DashboardCharts } from '@estatehub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const chartsKeys = { all: ['dashboard', 'charts'] as const };

/** GET /api/dashboard/charts/ (the estate's admin): dues by month, payments by status, gate check-ins by day. */
export function getDashboardCharts(): Promise<DashboardCharts> {
  return api.get<DashboardCharts>('/api/dashboard/charts/');
}

export const dashboardChartsQuery = () => queryOptions({ queryKey: chartsKeys.all, queryFn: getDashboardCharts });

export function useDashboardCharts() {
  return useQuery(dashboardChartsQuery());
}
