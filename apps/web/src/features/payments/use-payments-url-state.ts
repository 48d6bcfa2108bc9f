import { PAYMENT_PAGE_SIZES, PAYMENT_STATUS_FILTERS } from '@estatehub/shared';
import { oneOf, pageParam, searchParam, useAddressState } from '../../lib/use-address-state';
import { DEFAULT_FILTERS, type PaymentFilters } from './api/get-payments';

export const DEFAULT_PAGE_SIZE = 10;

type PaymentsAddress = PaymentFilters & { page: number; pageSize: number };

function readPaymentsParams(params: URLSearchParams): PaymentsAddress {
  const size = Number(params.get('page_size'));
  const month = params.get('month') ?? '';
  return {
    search: searchParam(params),
    status: oneOf(params.get('status'), PAYMENT_STATUS_FILTERS, 'all'),
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : '',
    page: pageParam(params),
    pageSize: (PAYMENT_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

function writePaymentsParams(next: PaymentsAddress): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_FILTERS) as (keyof PaymentFilters)[]) {
    if (next[key] !== DEFAULT_FILTERS[key]) out.set(key, next[key]);
  }
  if (next.pageSize !== DEFAULT_PAGE_SIZE) out.set('page_size', String(next.pageSize));
  if (next.page > 1) out.set('page', String(next.page));
  return out;
}

/** The payment records' filters, page and page size live in the address (see useAddressState). */
export function usePaymentsUrlState() {
  const { state, update } = useAddressState(readPaymentsParams, writePaymentsParams);
  const { page, pageSize, ...filters } = state;
  return { filters, page, pageSize, update };
}
