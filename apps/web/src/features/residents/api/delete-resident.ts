import { api } from '../../../lib/api-client';

/** DELETE /api/admin/delete-resident/{id}/ : 204. */
export function deleteResident(id: number) {
  return api.delete<null>(`/api/admin/delete-resident/${id}/`);
}
