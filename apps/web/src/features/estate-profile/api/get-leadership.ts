import type { Leader } from '@estatehub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readList } from '../../../lib/list';
import { estateKeys } from './get-estate';

/** GET /api/estates/{id}/leadership/ (members): reads results, ordered by order. */
export async function getLeadership(estateId: string): Promise<Leader[]> {
  const data = await api.get<unknown>(`/api/estates/${encodeURIComponent(estateId)}/leadership/`);
  return readList<Leader>(data).sort((a, b) => a.order - b.order);
}

export const leadershipQuery = (estateId: string) =>
  queryOptions({ queryKey: estateKeys.leadership(estateId), queryFn: () => getLeadership(estateId) });

export function useLeadership(estateId: string | null | undefined) {
  return useQuery({ ...leadershipQuery(estateId ?? ''), enabled: Boolean(estateId) });
}
