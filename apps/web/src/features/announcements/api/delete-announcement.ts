import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementKeys } from './get-announcements';

/** DELETE /api/announcements/{id}/ (the estate's admin): 204. */
export function deleteAnnouncement(id: number) {
  return api.delete<unknown>(`/api/announcements/${id}/`);
}

/** Refreshes the list whatever the answer: a refusal may mean it is already gone. */
export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
