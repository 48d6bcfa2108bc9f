import { pageParam, searchParam, useAddressState } from '../../lib/use-address-state';

type HistoryAddress = { search: string; page: number };

function readHistoryParams(params: URLSearchParams): HistoryAddress {
  return { search: searchParam(params), page: pageParam(params) };
}

function writeHistoryParams(next: HistoryAddress): URLSearchParams {
  const out = new URLSearchParams();
  if (next.search) out.set('search', next.search);
  if (next.page > 1) out.set('page', String(next.page));
  return out;
}

/** The payment history's search and page live in the address (see useAddressState). */
export function useHistoryUrlState() {
  const { state, update } = useAddressState(readHistoryParams, writeHistoryParams);
  return { ...state, update };
}
