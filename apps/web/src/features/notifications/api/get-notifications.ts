import { NOTIFICATIONS_PAGE_SIZE, type NotificationsPage } from '@estatehub/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveEvent } from '../../../lib/live/use-live-event';

export const notificationKeys = {
  all: ['notifications'] as const,
  latest: ['notifications', 'latest'] as const,
};

/** GET /api/notifications/ : the latest entries (10) and the unread count. */
export function getNotifications(): Promise<NotificationsPage> {
  return api.get<NotificationsPage>('/api/notifications/', { query: { page: 1, page_size: NOTIFICATIONS_PAGE_SIZE } });
}

export const latestNotificationsQuery = queryOptions({
  queryKey: notificationKeys.latest,
  queryFn: getNotifications,
  // The live stream says when something new arrives; a refetch on focus covers a stream that was down.
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

/** The bell's data, refreshed whenever the live stream brings a `notification` event. */
export function useLatestNotifications() {
  const queryClient = useQueryClient();
  useLiveEvent('notification', () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
  return useQuery(latestNotificationsQuery);
}
