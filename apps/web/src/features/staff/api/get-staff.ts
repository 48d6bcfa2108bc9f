import { STAFF_PAGE_SIZE, type StaffPage, type StaffStatusFilter } from '@estatehub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type StaffFilters = { search: string; status: StaffStatusFilter };

export const DEFAULT_STAFF_FILTERS: StaffFilters = { search: '', status: 'all' };

export function hasActiveStaffFilters(filters: StaffFilters): boolean {
  return filters.search !== '' || filters.status !== 'all';
}

export const staffKeys = {
  all: ['staff'] as const,
  page: (page: number, filters: StaffFilters) => ['staff', 'list', page, filters] as const,
  one: (id: number) => ['staff', 'one', id] as const,
};

/** The list's filters as query parameters (the export takes the same). */
export function staffFilterParams(filters: StaffFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.search) params.search = filters.search;
  if (filters.status !== 'all') params.status = filters.status;
  return params;
}

/**
 * GET /api/artisans-domestics/ : a resident's own staff or the admin's estate, one page (10), the
 * filtered count and the total, active and removed counts.
 */
export function getStaff(page: number, filters: StaffFilters): Promise<StaffPage> {
  return api.get<StaffPage>('/api/artisans-domestics/', {
    query: { page, page_size: STAFF_PAGE_SIZE, ...staffFilterParams(filters) },
  });
}

export const staffQuery = (page: number, filters: StaffFilters) =>
  queryOptions({
    queryKey: staffKeys.page(page, filters),
    queryFn: () => getStaff(page, filters),
    placeholderData: keepPreviousData,
  });

export function useStaff(page: number, filters: StaffFilters) {
  return useQuery(staffQuery(page, filters));
}
