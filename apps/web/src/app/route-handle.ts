import { useMatches } from 'react-router';

export type RouteHandle = { title?: string };

/** The title of the deepest matched route that has one. */
export function useRouteTitle(fallback = 'EstateHub'): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return fallback;
}
