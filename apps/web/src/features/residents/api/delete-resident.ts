import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { residentKeys } from './get-residents';

/** DELETE /api/admin/delete-resident/{id}/ : 204. */
export function deleteResident(id: number) {
  return api.delete<null>(`/api/admin/delete-resident/${id}/`);
}

export function useDeleteResident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResident,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: residentKeys.all }),
  });
}
