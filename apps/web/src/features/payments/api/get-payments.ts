import type { PAYMENT_STATUS_FILTERS, PaymentsPage } from '@estatehub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

/** The list's filters, as the address bar and the report share them. `month` is YYYY-MM or ''. */
export type PaymentFilters = { search: string; status: PaymentStatusFilter; month: string };

export const DEFAULT_FILTERS: PaymentFilters = { search: '', status: 'all', month: '' };

export function hasActiveFilters(filters: PaymentFilters): boolean {
  return filters.search !== '' || filters.status !== 'all' || filters.month !== '';
}

/** The filters as query parameters, defaults left out (shared by the list and the report). */
export function filterParams(filters: PaymentFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.search) params.search = filters.search;
  if (filters.status !== 'all') params.status = filters.status;
  if (filters.month) params.month = filters.month;
  return params;
}

export const paymentKeys = {
  all: ['payments'] as const,
  page: (page: number, pageSize: number, filters: PaymentFilters) =>
    ['payments', 'list', page, pageSize, filters] as const,
};

/** GET /api/payments/ : one page (newest first), the filtered total, the four counters and the months with payments. */
export function getPayments(page: number, pageSize: number, filters: PaymentFilters): Promise<PaymentsPage> {
  return api.get<PaymentsPage>('/api/payments/', { query: { page, page_size: pageSize, ...filterParams(filters) } });
}

export const paymentsQuery = (page: number, pageSize: number, filters: PaymentFilters) =>
  queryOptions({
    queryKey: paymentKeys.page(page, pageSize, filters),
    queryFn: () => getPayments(page, pageSize, filters),
    placeholderData: keepPreviousData,
  });

export function usePayments(page: number, pageSize: number, filters: PaymentFilters) {
  return useQuery(paymentsQuery(page, pageSize, filters));
}
