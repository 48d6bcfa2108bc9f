import type { StaffMember } from '@estatehub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { staffKeys } from './get-staff';

/** GET /api/artisans-domestics/{id}/ : the employer's (or, for an admin, the estate's) staff member; 404 otherwise. */
export function getStaffMember(id: number): Promise<StaffMember> {
  return api.get<StaffMember>(`/api/artisans-domestics/${id}/`);
}

export const staffMemberQuery = (id: number) =>
  queryOptions({
    queryKey: staffKeys.one(id),
    queryFn: () => getStaffMember(id),
    // Not found stays not found: no retries.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });

export function useStaffMember(id: number) {
  return useQuery(staffMemberQuery(id));
}
