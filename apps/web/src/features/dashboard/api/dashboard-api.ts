import {
  ACTIVITIES_PAGE_SIZE,
  type ActivityKind,
  type ActivityPage,
  type ActivityPeriod,
  type Dashboard,
} from '@estatehub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the Recent Activities list asks for; every filter is applied on the server. */
export type ActivityFilters = { search: string; type: ActivityKind | 'all'; period: ActivityPeriod };
export type ActivityLogQuery = ActivityFilters & { page: number };

export const DEFAULT_ACTIVITY_FILTERS: ActivityFilters = { search: '', type: 'all', period: 'all' };

export function hasActivityFilters(filters: ActivityFilters): boolean {
  return (
    filters.search !== DEFAULT_ACTIVITY_FILTERS.search ||
    filters.type !== DEFAULT_ACTIVITY_FILTERS.type ||
    filters.period !== DEFAULT_ACTIVITY_FILTERS.period
  );
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: ['dashboard', 'summary'] as const,
  activities: ['dashboard', 'activity'] as const,
  activity: (query: ActivityLogQuery) => ['dashboard', 'activity', query] as const,
};

/** GET /api/dashboard/ : the signed-in user's summary, shaped by their role. */
export function getDashboard(): Promise<Dashboard> {
  return api.get<Dashboard>('/api/dashboard/');
}

/**
 * The summary is read whenever a dashboard opens (stale at once): the admin comes back to it from
 * approving residents or payments and expects the counts to have moved.
 */
export const dashboardQuery = () =>
  queryOptions({ queryKey: dashboardKeys.summary, queryFn: getDashboard, staleTime: 0 });

export function useDashboard() {
  return useQuery(dashboardQuery());
}

/** GET /api/activity-log/ : one page (10) of the estate's feed, newest first, and the kinds it holds. */
export function getActivityLog(query: ActivityLogQuery): Promise<ActivityPage> {
  return api.get<ActivityPage>('/api/activity-log/', {
    query: {
      page: query.page,
      page_size: ACTIVITIES_PAGE_SIZE,
      search: query.search || undefined,
      type: query.type === 'all' ? undefined : query.type,
      period: query.period === 'all' ? undefined : query.period,
    },
  });
}

export function useActivityLog(query: ActivityLogQuery) {
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.activity(query),
      queryFn: () => getActivityLog(query),
      // The rows shown stay while the next page or filter loads.
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}
