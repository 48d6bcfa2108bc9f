import { type DUE_STATUS_FILTERS, DUES_PAGE_SIZE, type DuesPage } from '@estatehub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type DueStatusFilter = (typeof DUE_STATUS_FILTERS)[number];
export type DueFilters = { search: string; status: DueStatusFilter };

export const DEFAULT_DUE_FILTERS: DueFilters = { search: '', status: 'all' };

export function hasActiveDueFilters(filters: DueFilters): boolean {
  return filters.search !== '' || filters.status !== 'all';
}

export const dueKeys = {
  all: ['dues'] as const,
  page: (page: number, filters: DueFilters) => ['dues', 'list', page, filters] as const,
};

/** GET /api/dues/ : one page (10), the filtered total and the count and naira total per display status. */
export function getDues(page: number, filters: DueFilters): Promise<DuesPage> {
  return api.get<DuesPage>('/api/dues/', {
    query: { page, page_size: DUES_PAGE_SIZE, status: filters.status, search: filters.search || undefined },
  });
}

export const duesQuery = (page: number, filters: DueFilters) =>
  queryOptions({
    queryKey: dueKeys.page(page, filters),
    queryFn: () => getDues(page, filters),
    placeholderData: keepPreviousData,
  });

export function useDues(page: number, filters: DueFilters) {
  return useQuery(duesQuery(page, filters));
}
