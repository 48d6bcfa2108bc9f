import { STAFF_STATUS_FILTERS } from '@estatehub/shared';
import { oneOf, pageParam, searchParam, useAddressState } from '../../lib/use-address-state';
import { DEFAULT_STAFF_FILTERS, type StaffFilters } from './api/get-staff';

type StaffAddress = StaffFilters & { page: number };

function readStaffParams(params: URLSearchParams): StaffAddress {
  return {
    search: searchParam(params),
    status: oneOf(params.get('status'), STAFF_STATUS_FILTERS, 'all'),
    page: pageParam(params),
  };
}

function writeStaffParams(next: StaffAddress): URLSearchParams {
  const out = new URLSearchParams();
  if (next.search !== DEFAULT_STAFF_FILTERS.search) out.set('search', next.search);
  if (next.status !== DEFAULT_STAFF_FILTERS.status) out.set('status', next.status);
  if (next.page > 1) out.set('page', String(next.page));
  return out;
}

/** The staff lists' search, status filter and page live in the address (see useAddressState). */
export function useStaffUrlState() {
  const { state, update } = useAddressState(readStaffParams, writeStaffParams);
  const { page, ...filters } = state;
  return { filters, page, update };
}
