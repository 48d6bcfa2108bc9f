import type { PublicEstate, publicEstateList } from '@estatehub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type EstateChoice = Pick<PublicEstate, 'id' | 'name'>;

/** GET /api/estates/?page_size=100 : the estates a resident may register with. A failure is only logged (spec). */
export async function getEstateChoices(): Promise<EstateChoice[]> {
  try {
    const page = await api.get<z.infer<typeof publicEstateList>>('/api/estates/', { query: { page_size: 100 } });
    return page.results;
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
