import type { GateChecksPage } from '@estatehub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const GATE_LOG_PAGE_SIZE = 10;

export const gateCheckKeys = {
  page: (page: number) => ['visitor-codes', 'checks', page] as const,
};

/** GET /api/visitor-codes/checks/?page= (admin): every check at the estate's gate, newest first. */
export function getGateChecks(page: number): Promise<GateChecksPage> {
  return api.get<GateChecksPage>('/api/visitor-codes/checks/', { query: { page, page_size: GATE_LOG_PAGE_SIZE } });
}

export function useGateChecks(page: number) {
  return useQuery(
    queryOptions({
      queryKey: gateCheckKeys.page(page),
      queryFn: () => getGateChecks(page),
      placeholderData: keepPreviousData,
    }),
  );
}
