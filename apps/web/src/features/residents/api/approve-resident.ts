import type { messageAnswer } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { residentKeys } from './get-residents';

/** POST /api/admin/approve-resident/{id}/ : 200 {detail}; 400 while the person's e-mail is unverified. */
export function approveResident(id: number) {
  return api.post<z.infer<typeof messageAnswer>>(`/api/admin/approve-resident/${id}/`);
}

/** Approves, then refreshes the list whatever the answer (a refusal may mean the row changed). */
export function useApproveResident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveResident,
    onSettled: () => queryClient.invalidateQueries({ queryKey: residentKeys.all }),
  });
}
