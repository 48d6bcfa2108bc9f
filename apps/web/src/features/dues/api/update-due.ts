import type { Due, DueBody } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dueKeys } from './get-dues';

/** PUT /api/dues/{id}/ (the estate's admin): every field; 200 with the due as it is now. */
export function updateDue(id: number, body: DueBody) {
  return api.put<Due>(`/api/dues/${id}/`, body);
}

/** Refreshes the list whatever the answer: a refusal may mean the due was removed meanwhile. */
export function useUpdateDue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DueBody }) => updateDue(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueKeys.all }),
  });
}
