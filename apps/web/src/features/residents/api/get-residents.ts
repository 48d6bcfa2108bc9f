import { RESIDENTS_PAGE_SIZE, type ResidentStatusFilter, type ResidentsPage } from '@estatehub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ResidentFilters = {
  search: string;
  status: ResidentStatusFilter;
  house_type: string;
  resident_type: string;
};

export const DEFAULT_FILTERS: ResidentFilters = { search: '', status: 'all', house_type: 'all', resident_type: 'all' };

export function hasActiveFilters(filters: ResidentFilters): boolean {
  return (
    filters.search !== '' || filters.status !== 'all' || filters.house_type !== 'all' || filters.resident_type !== 'all'
  );
}

/** The filters as query parameters (shared by the list and the PDF export). */
export function filterParams(filters: ResidentFilters): Record<string, string> {
  const params: Record<string, string> = {
    status: filters.status,
    house_type: filters.house_type,
    resident_type: filters.resident_type,
  };
  if (filters.search) params.search = filters.search;
  return params;
}

export const residentKeys = {
  all: ['residents'] as const,
  page: (page: number, filters: ResidentFilters) => ['residents', 'list', page, filters] as const,
};

/** GET /api/admin/residents/ : one page (10, newest first), the filtered total and the three counters. */
export function getResidents(page: number, filters: ResidentFilters): Promise<ResidentsPage> {
  return api.get<ResidentsPage>('/api/admin/residents/', {
    query: { page, page_size: RESIDENTS_PAGE_SIZE, ...filterParams(filters) },
  });
}

export const residentsQuery = (page: number, filters: ResidentFilters) =>
  queryOptions({
    queryKey: residentKeys.page(page, filters),
    queryFn: () => getResidents(page, filters),
    placeholderData: keepPreviousData,
  });

export function useResidents(page: number, filters: ResidentFilters) {
  return useQuery(residentsQuery(page, filters));
}
