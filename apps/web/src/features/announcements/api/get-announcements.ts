import { ANNOUNCEMENTS_PAGE_SIZE, type AnnouncementsPage } from '@estatehub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const announcementKeys = {
  all: ['announcements'] as const,
  page: (page: number, search: string) => ['announcements', 'list', page, search] as const,
};

/** GET /api/announcements/?page&page_size=6&search : one page, newest first, and the searched total. */
export function getAnnouncements(page: number, search: string): Promise<AnnouncementsPage> {
  return api.get<AnnouncementsPage>('/api/announcements/', {
    query: { page, page_size: ANNOUNCEMENTS_PAGE_SIZE, search: search || undefined },
  });
}

export const announcementsQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: announcementKeys.page(page, search),
    queryFn: () => getAnnouncements(page, search),
    placeholderData: keepPreviousData,
  });

export function useAnnouncements(page: number, search: string) {
  return useQuery(announcementsQuery(page, search));
}
