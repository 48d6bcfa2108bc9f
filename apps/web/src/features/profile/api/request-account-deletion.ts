import { api } from '../../../lib/api-client';

/** POST /api/resident/delete-account-request/ {reason} : 202 {detail}; an estate admin is notified. */
export function requestAccountDeletion(reason: string) {
  return api.post<{ detail?: string }>('/api/resident/delete-account-request/', { reason });
}
