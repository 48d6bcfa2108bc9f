import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readList } from '../../../lib/list';

export type EstateChoice = { id: number | string; name: string };

/** GET /api/estates/: read as an array, or results, or estates. Failures are only logged. */
export async function getEstateChoices(): Promise<EstateChoice[]> {
  try {
    const data = await api.get<unknown>('/api/estates/', { query: { page_size: 100 } });
    return readList<EstateChoice>(data, 'estates');
  } catch (error) {
    console.error('Failed to load estates', error);
    return [];
  }
}

export const estateChoicesQuery = queryOptions({
  queryKey: ['estates', 'choices'],
  queryFn: getEstateChoices,
  staleTime: 5 * 60_000,
});

export function useEstateChoices() {
  return useQuery(estateChoicesQuery);
}
