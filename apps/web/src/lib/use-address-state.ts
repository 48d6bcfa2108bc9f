import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** `?page=` as a whole number from 2 up; anything else is page 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** `?search=`, trimmed. */
export function searchParam(params: URLSearchParams): string {
  return (params.get('search') ?? '').trim();
}

/** The value when it is one of `allowed`, else the fallback. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * A screen's state kept in the address, so a reload or a shared link shows the same thing. `read`
 * parses the query string (anything unknown falls back to the default) and `write` turns the state
 * back into one (defaults left out); both must be module-level so `update` stays the same function.
 * `update` merges a patch into the address as it is at that moment and replaces the history entry,
 * so Back leaves the screen rather than stepping through keystrokes.
 */
export function useAddressState<S>(read: (params: URLSearchParams) => S, write: (state: S) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: Partial<S>) => setParams((current) => write({ ...read(current), ...patch }), { replace: true }),
    [setParams, read, write],
  );
  return { state: read(params), update };
}
