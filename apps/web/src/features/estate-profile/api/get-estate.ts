import type { EstateDetail } from '@estatehub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const estateKeys = {
  detail: (id: string) => ['estate', id] as const,
  leadership: (id: string) => ['estate', id, 'leadership'] as const,
};

/** GET /api/estates/{id}/ (members of that estate): the estate with its bank accounts. */
export function getEstate(id: string) {
  return api.get<EstateDetail>(`/api/estates/${encodeURIComponent(id)}/`);
}

export const estateQuery = (id: string) =>
  queryOptions({ queryKey: estateKeys.detail(id), queryFn: () => getEstate(id) });

export function useEstate(id: string | null | undefined) {
  return useQuery({ ...estateQuery(id ?? ''), enabled: Boolean(id) });
}
