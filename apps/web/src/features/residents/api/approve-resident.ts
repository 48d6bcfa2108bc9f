import { api } from '../../../lib/api-client';

/** POST /api/admin/approve-resident/{id}/ : 200 {detail}. */
export function approveResident(id: number) {
  return api.post<{ detail?: string }>(`/api/admin/approve-resident/${id}/`);
}
