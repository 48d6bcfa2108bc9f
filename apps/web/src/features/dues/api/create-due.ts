import type { Due, DueBody } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dueKeys } from './get-dues';

/** POST /api/dues/ (the estate's admin): 201 with the new due; 400 `{field: [message]}`. */
export function createDue(body: DueBody) {
  return api.post<Due>('/api/dues/', body);
}

export function useCreateDue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dueKeys.all }),
  });
}
