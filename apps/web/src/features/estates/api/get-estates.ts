import type { publicEstateList } from '@estatehub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export const ESTATES_PAGE_SIZE = 12;

export type EstatePage = z.infer<typeof publicEstateList>;

/** GET /api/estates/?page=&page_size=&search= : one page of public estate cards and the total. */
export function getEstates(page: number, search: string): Promise<EstatePage> {
  return api.get<EstatePage>('/api/estates/', {
    query: { page, page_size: ESTATES_PAGE_SIZE, search: search || undefined },
  });
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
