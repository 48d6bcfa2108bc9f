import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './get-staff';

/** DELETE /api/artisans-domestics/{id}/ (the employer): the record is gone for good. */
export function deleteStaff(id: number) {
  return api.delete<unknown>(`/api/artisans-domestics/${id}/`);
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    // The deleted member's own query must not refetch (it would 404): drop it, refresh the lists.
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: staffKeys.one(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'list'] }),
  });
}
