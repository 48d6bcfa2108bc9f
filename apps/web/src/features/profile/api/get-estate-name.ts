import type { EstateDetail } from '@estatehub/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/estates/{id}/ : only the name, to show which estate the profile belongs to. */
export function useEstateName(estateId: number | null | undefined) {
  return useQuery({
    queryKey: ['estate', String(estateId), 'name'],
    queryFn: async () => (await api.get<EstateDetail>(`/api/estates/${estateId}/`)).name,
    enabled: estateId != null,
    staleTime: 5 * 60_000,
  });
}
