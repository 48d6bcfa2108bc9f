import type { Announcement, AnnouncementBody } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementKeys } from './get-announcements';

/** PUT /api/announcements/{id}/ (the estate's admin): title and message; 200 with it as it is now. */
export function updateAnnouncement(id: number, body: AnnouncementBody) {
  return api.put<Announcement>(`/api/announcements/${id}/`, body);
}

/** Refreshes the list whatever the answer: a refusal may mean it was deleted meanwhile. */
export function useUpdateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AnnouncementBody }) => updateAnnouncement(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
