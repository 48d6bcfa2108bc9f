import type { NotificationsPage } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './get-notifications';

/** POST /api/notifications/{id}/read/ : answers the unread count left. */
export function markNotificationRead(id: number) {
  return api.post<{ unread_count: number }>(`/api/notifications/${id}/read/`);
}

/** Marks the entry read in the cache at once (the person is already on their way to its screen). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      queryClient.setQueryData<NotificationsPage>(notificationKeys.latest, (page) =>
        page
          ? {
              ...page,
              unread_count: Math.max(0, page.unread_count - (page.results.some((n) => n.id === id && !n.read) ? 1 : 0)),
              results: page.results.map((n) => (n.id === id ? { ...n, read: true } : n)),
            }
          : page,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
