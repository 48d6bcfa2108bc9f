import { DUE_STATUS_FILTERS } from '@estatehub/shared';
import { oneOf, pageParam, searchParam, useAddressState } from '../../lib/use-address-state';
import { DEFAULT_DUE_FILTERS, type DueFilters } from './api/get-dues';

type DuesAddress = DueFilters & { page: number; adding: boolean };

function readDuesParams(params: URLSearchParams): DuesAddress {
  return {
    search: searchParam(params),
    status: oneOf(params.get('status'), DUE_STATUS_FILTERS, 'all'),
    page: pageParam(params),
    // `?new=1` opens the add dialog, so a link elsewhere (the dashboard's Add New Due Notice) lands in it.
    adding: params.get('new') === '1',
  };
}

function writeDuesParams(next: DuesAddress): URLSearchParams {
  const out = new URLSearchParams();
  if (next.search !== DEFAULT_DUE_FILTERS.search) out.set('search', next.search);
  if (next.status !== DEFAULT_DUE_FILTERS.status) out.set('status', next.status);
  if (next.page > 1) out.set('page', String(next.page));
  if (next.adding) out.set('new', '1');
  return out;
}

/** The dues screen's search, status filter and page live in the address (see useAddressState). */
export function useDuesUrlState() {
  const { state, update } = useAddressState(readDuesParams, writeDuesParams);
  const { page, adding, ...filters } = state;
  return { filters, page, adding, update };
}
