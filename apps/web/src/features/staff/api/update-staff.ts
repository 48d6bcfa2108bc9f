import type { StaffMember, StaffPatch } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './get-staff';

/** PATCH /api/artisans-domestics/{id}/ (the employer, while active): 200 with the staff member; 409 once removed. */
export function updateStaff(id: number, body: StaffPatch) {
  return api.patch<StaffMember>(`/api/artisans-domestics/${id}/`, body);
}

/** Refreshes whatever the answer: a 409 means someone removed them meanwhile. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StaffPatch }) => updateStaff(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
