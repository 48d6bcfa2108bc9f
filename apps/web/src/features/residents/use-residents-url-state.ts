import { HOUSE_TYPES, RESIDENT_STATUS_FILTERS, RESIDENT_TYPES } from '@estatehub/shared';
import { oneOf, pageParam, searchParam, useAddressState } from '../../lib/use-address-state';
import { DEFAULT_FILTERS, type ResidentFilters } from './api/get-residents';

type ResidentsAddress = ResidentFilters & { page: number };

function readResidentsParams(params: URLSearchParams): ResidentsAddress {
  return {
    search: searchParam(params),
    status: oneOf(params.get('status'), RESIDENT_STATUS_FILTERS, 'all'),
    house_type: oneOf(params.get('house_type'), ['all', ...HOUSE_TYPES], 'all'),
    resident_type: oneOf(params.get('resident_type'), ['all', ...RESIDENT_TYPES], 'all'),
    page: pageParam(params),
  };
}

function writeResidentsParams(next: ResidentsAddress): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_FILTERS) as (keyof ResidentFilters)[]) {
    if (next[key] !== DEFAULT_FILTERS[key]) out.set(key, next[key]);
  }
  if (next.page > 1) out.set('page', String(next.page));
  return out;
}

/**
 * The residents screen's filters and page live in the address (see useAddressState), so coming
 * back from another screen also shows the same list.
 */
export function useResidentsUrlState() {
  const { state, update } = useAddressState(readResidentsParams, writeResidentsParams);
  const { page, ...filters } = state;
  return { filters, page, update };
}
