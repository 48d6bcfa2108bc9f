import { pageParam, searchParam, useAddressState } from '../../lib/use-address-state';

type AnnouncementsAddress = { search: string; page: number };

function readParams(params: URLSearchParams): AnnouncementsAddress {
  return { search: searchParam(params), page: pageParam(params) };
}

function writeParams(next: AnnouncementsAddress): URLSearchParams {
  const out = new URLSearchParams();
  if (next.search) out.set('search', next.search);
  if (next.page > 1) out.set('page', String(next.page));
  return out;
}

/** The announcements screen's search and page live in the address (see useAddressState). */
export function useAnnouncementsUrlState() {
  const { state, update } = useAddressState(readParams, writeParams);
  return { ...state, update };
}
