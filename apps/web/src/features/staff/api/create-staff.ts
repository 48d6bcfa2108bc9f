import type { StaffBody, StaffMember } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './get-staff';

/** POST /api/artisans-domestics/ (residents): 201 with the staff member and their staff ID; 400 `{field: [message]}`. */
export function createStaff(body: StaffBody) {
  return api.post<StaffMember>('/api/artisans-domestics/', body);
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
