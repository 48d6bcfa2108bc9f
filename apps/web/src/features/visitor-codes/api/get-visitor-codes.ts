import { VISITOR_CODES_PAGE_SIZE, type VisitorCodesPage } from '@estatehub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const visitorCodeKeys = {
  all: ['visitor-codes'] as const,
  page: (page: number) => ['visitor-codes', 'mine', page] as const,
};

/** GET /api/visitor-codes/?page= : the signed-in person's own codes, newest first, 10 a page. */
export function getVisitorCodes(page: number): Promise<VisitorCodesPage> {
  return api.get<VisitorCodesPage>('/api/visitor-codes/', {
    query: { page, page_size: VISITOR_CODES_PAGE_SIZE, ordering: '-created_at' },
  });
}

export function useVisitorCodes(page: number) {
  return useQuery(
    queryOptions({
      queryKey: visitorCodeKeys.page(page),
      queryFn: () => getVisitorCodes(page),
      placeholderData: keepPreviousData,
    }),
  );
}
