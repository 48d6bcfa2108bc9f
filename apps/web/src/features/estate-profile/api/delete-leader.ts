import type { Leader } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { estateKeys } from './get-estate';

/** DELETE /api/estates/{id}/leadership/{leaderId}/ (admin): 204. */
export function deleteLeader(estateId: string, leaderId: number) {
  return api.delete<null>(`/api/estates/${encodeURIComponent(estateId)}/leadership/${leaderId}/`);
}

export function useDeleteLeader(estateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leaderId: number) => deleteLeader(estateId, leaderId),
    onSuccess: (_answer, leaderId) => {
      // Gone from the list at once; the refetch confirms the order of those left.
      queryClient.setQueryData<Leader[]>(estateKeys.leadership(estateId), (old) =>
        old?.filter((leader) => leader.id !== leaderId),
      );
      return queryClient.invalidateQueries({ queryKey: estateKeys.leadership(estateId) });
    },
  });
}
