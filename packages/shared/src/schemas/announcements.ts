import { z } from 'zod';
import { paged, pageQuery, searchParam, text } from './fields';

/**
 * Messages of the announcements screen. The spec gives the two empty states word for word; its
 * errors are "only logged", so the rest (outcomes, a failed load) are ours.
 */
export const ANNOUNCEMENT_MSG = {
  noAnnouncements: 'No announcements yet',
  noMatch: 'No matching announcements',
  created: 'Announcement posted',
  updated: 'Announcement updated',
  deleted: 'Announcement deleted',
  saveFailed: 'The announcement could not be saved. Please try again.',
  deleteFailed: 'The announcement could not be deleted. Please try again.',
  loadFailed: 'Failed to load announcements',
} as const;

/** Spec part 2 section 9: page size 6, at most 5 page buttons. */
export const ANNOUNCEMENTS_PAGE_SIZE = 6;
export const ANNOUNCEMENT_PAGE_BUTTONS = 5;
export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_MESSAGE_MAX = 5000;

/** Title and message are required (spec part 2 section 5); both are trimmed. */
export const announcementBody = z.object({
  title: text(ANNOUNCEMENT_TITLE_MAX),
  message: text(ANNOUNCEMENT_MESSAGE_MAX, { multiline: true }),
});
export type AnnouncementBody = z.input<typeof announcementBody>;

export const announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The author's name as it was when written. */
  created_by_name: z.string(),
});
export type Announcement = z.infer<typeof announcement>;

export const announcementsQuery = pageQuery(ANNOUNCEMENTS_PAGE_SIZE, 50).extend({ search: searchParam() });
export type AnnouncementsQuery = z.input<typeof announcementsQuery>;

export const announcementsPage = paged(announcement);
export type AnnouncementsPage = z.infer<typeof announcementsPage>;
