import type { StaffMember } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './get-staff';

/**
 * PATCH /api/artisans-domestics/{id}/disable/ {removal_reason}: the employer (reason optional) or
 * the estate's admin (reason required); 409 when already removed.
 */
export function disableStaff(id: number, removalReason: string) {
  return api.patch<StaffMember>(`/api/artisans-domestics/${id}/disable/`, { removal_reason: removalReason });
}

export function useDisableStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => disableStaff(id, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
