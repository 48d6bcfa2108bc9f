import type { VisitorCode, VisitorCodeBody } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { visitorCodeKeys } from './get-visitor-codes';

/** POST /api/visitor-codes/ : visitor_name, purpose; 201 with the new code, its expiry and the host's address. */
export function createVisitorCode(body: VisitorCodeBody): Promise<VisitorCode> {
  return api.post<VisitorCode>('/api/visitor-codes/', body);
}

/** Generates a code, then refreshes the history (the new code heads its first page). */
export function useCreateVisitorCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVisitorCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitorCodeKeys.all }),
  });
}
