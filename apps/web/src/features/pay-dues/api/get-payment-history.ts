import { type PaymentsPage, RESIDENT_PAYMENTS_PAGE_SIZE } from '@estatehub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Under the payments key, so a decision or a new payment refreshes every payments list. */
export const historyKeys = {
  all: ['payments', 'history'] as const,
  page: (page: number, search: string) => ['payments', 'history', page, search] as const,
};

/** GET /api/payments/?page_size=5 : the resident's own payments, newest first, searched by due title. */
export function getPaymentHistory(page: number, search: string): Promise<PaymentsPage> {
  return api.get<PaymentsPage>('/api/payments/', {
    query: { page, page_size: RESIDENT_PAYMENTS_PAGE_SIZE, search: search || undefined },
  });
}

export const paymentHistoryQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: historyKeys.page(page, search),
    queryFn: () => getPaymentHistory(page, search),
    placeholderData: keepPreviousData,
  });

export function usePaymentHistory(page: number, search: string) {
  return useQuery(paymentHistoryQuery(page, search));
}
