import { api } from '../../../lib/api-client';

/** DELETE /api/estates/{id}/leadership/{leaderId}/ (admin): 204. */
export function deleteLeader(estateId: string, leaderId: number) {
  return api.delete<null>(`/api/estates/${encodeURIComponent(estateId)}/leadership/${leaderId}/`);
}
