import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dueKeys } from './get-dues';

/** DELETE /api/dues/{id}/ : a due with payments is archived (its payments and receipts keep it), others removed. */
export function deleteDue(id: number) {
  return api.delete<unknown>(`/api/dues/${id}/`);
}

/** Refreshes the list whatever the answer: a refusal may mean the due is already gone. */
export function useDeleteDue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDue,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueKeys.all }),
  });
}
