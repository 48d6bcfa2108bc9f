import type { messageAnswer } from '@estatehub/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /api/resident/delete-account-request/ {reason} : 202 {detail}; an estate admin is notified. */
export function requestAccountDeletion(reason: string) {
  return api.post<z.infer<typeof messageAnswer>>('/api/resident/delete-account-request/', { reason });
}

/** Nothing cached changes: the request only notifies the estate's admin. */
export function useRequestAccountDeletion() {
  return useMutation({ mutationFn: requestAccountDeletion });
}
