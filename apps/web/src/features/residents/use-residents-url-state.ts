import { HOUSE_TYPES, RESIDENT_STATUS_FILTERS, RESIDENT_TYPES } from '@estatehub/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_FILTERS, type ResidentFilters } from './api/get-residents';

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** The filters and page as the address bar holds them; anything unknown falls back to the default. */
export function readResidentsParams(params: URLSearchParams): { filters: ResidentFilters; page: number } {
  const page = Number(params.get('page'));
  return {
    filters: {
      search: (params.get('search') ?? '').trim(),
      status: oneOf(params.get('status'), RESIDENT_STATUS_FILTERS, 'all'),
      house_type: oneOf(params.get('house_type'), ['all', ...HOUSE_TYPES], 'all'),
      resident_type: oneOf(params.get('resident_type'), ['all', ...RESIDENT_TYPES], 'all'),
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The residents screen's filters and page live in the address, so a reload, a shared link or
 * coming back from another screen shows the same list. Defaults are left out to keep it short;
 * changes replace the entry, so Back leaves the screen rather than stepping through keystrokes.
 */
export function useResidentsUrlState() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = readResidentsParams(params);

  const update = useCallback(
    (patch: Partial<ResidentFilters> & { page?: number }) =>
      setParams(
        (current) => {
          const now = readResidentsParams(current);
          const next = { ...now.filters, page: now.page, ...patch };
          const out = new URLSearchParams();
          for (const key of Object.keys(DEFAULT_FILTERS) as (keyof ResidentFilters)[]) {
            if (next[key] !== DEFAULT_FILTERS[key]) out.set(key, next[key]);
          }
          if (next.page > 1) out.set('page', String(next.page));
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { filters, page, update };
}
