import type { Announcement, AnnouncementBody } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementKeys } from './get-announcements';

/** POST /api/announcements/ (the estate's admin): 201 with the announcement; 400 `{field: [message]}`. */
export function createAnnouncement(body: AnnouncementBody) {
  return api.post<Announcement>('/api/announcements/', body);
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
