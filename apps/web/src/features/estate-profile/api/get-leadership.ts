import type { Leader, leaderList } from '@estatehub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { estateKeys } from './get-estate';

/** GET /api/estates/{id}/leadership/ (members): the leaders, listed by their order. */
export async function getLeadership(estateId: string): Promise<Leader[]> {
  const page = await api.get<z.infer<typeof leaderList>>(`/api/estates/${encodeURIComponent(estateId)}/leadership/`);
  return page.results.sort((a, b) => a.order - b.order);
}

export const leadershipQuery = (estateId: string) =>
  queryOptions({ queryKey: estateKeys.leadership(estateId), queryFn: () => getLeadership(estateId) });

export function useLeadership(estateId: string | null | undefined) {
  return useQuery({ ...leadershipQuery(estateId ?? ''), enabled: Boolean(estateId) });
}
