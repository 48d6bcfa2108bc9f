import type { PublicEstate } from '@estatehub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ESTATES_PAGE_SIZE = 12;

export type EstatePage = { count: number; results: PublicEstate[] };

/** GET /api/estates/?page=&page_size=&search= : reads count and results. */
export async function getEstates(page: number, search: string): Promise<EstatePage> {
  const data = await api.get<Partial<EstatePage>>('/api/estates/', {
    query: { page, page_size: ESTATES_PAGE_SIZE, search: search || undefined },
  });
  const results = Array.isArray(data?.results) ? data.results : [];
  return { count: typeof data?.count === 'number' ? data.count : results.length, results };
}

export const estatesQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: ['estates', 'public', { page, search }],
    queryFn: () => getEstates(page, search),
    placeholderData: keepPreviousData,
  });

export function useEstates(page: number, search: string) {
  return useQuery(estatesQuery(page, search));
}
