import { ACTIVITY_KINDS, ACTIVITY_PERIODS } from '@estatehub/shared';
import { oneOf, pageParam, searchParam, useAddressState } from '../../lib/use-address-state';
import { type ActivityLogQuery, DEFAULT_ACTIVITY_FILTERS } from './api/dashboard-api';

function readActivityParams(params: URLSearchParams): ActivityLogQuery {
  return {
    search: searchParam(params),
    type: oneOf(params.get('type'), ['all', ...ACTIVITY_KINDS], 'all'),
    period: oneOf(params.get('period'), ACTIVITY_PERIODS, 'all'),
    page: pageParam(params),
  };
}

function writeActivityParams(next: ActivityLogQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (next.search !== DEFAULT_ACTIVITY_FILTERS.search) out.set('search', next.search);
  if (next.type !== DEFAULT_ACTIVITY_FILTERS.type) out.set('type', next.type);
  if (next.period !== DEFAULT_ACTIVITY_FILTERS.period) out.set('period', next.period);
  if (next.page > 1) out.set('page', String(next.page));
  return out;
}

/** Recent Activities' search, filters and page live in the dashboard's address (see useAddressState). */
export function useActivityUrlState() {
  const { state, update } = useAddressState(readActivityParams, writeActivityParams);
  const { page, ...filters } = state;
  return { query: state, filters, page, update };
}
