import { z } from 'zod';
import { paged, pageQuery } from './fields';

/** Texts of the bell and its menu, and the server's own messages for push. */
export const NOTIFICATION_MSG = {
  title: 'Notifications',
  empty: "You're all caught up. New notifications will appear here.",
  loadFailed: 'Failed to load notifications',
  markAllRead: 'Mark all read',
  markAllFailed: 'Failed to mark notifications as read',
  pushOn: 'Turn on push notifications',
  pushOff: 'Turn off push notifications',
  pushEnabled: 'Push notifications are on for this browser.',
  pushDisabled: 'Push notifications are off for this browser.',
  pushBlocked: 'Notifications are blocked for this site. Allow them in your browser settings to turn push on.',
  pushFailed: 'Could not change push notifications. Please try again.',
  endpoint: 'Enter a valid push endpoint (an https address).',
  pushKey: 'Enter a valid push key.',
} as const;

/** The bell's menu shows this many; the list endpoint pages at most NOTIFICATIONS_MAX_PAGE_SIZE. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;

export const notificationsQuery = pageQuery(NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_MAX_PAGE_SIZE);
export type NotificationsQuery = z.input<typeof notificationsQuery>;

export const notification = z.object({
  id: z.number().int(),
  /** What it is about, e.g. `payment.approved`, `alert.sent`. */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** The app path it opens. */
  link: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsPage = paged(notification).extend({ unread_count: z.number().int() });
export type NotificationsPage = z.infer<typeof notificationsPage>;

/** The answer of mark one / mark all read: how many are still unread. */
export const unreadCount = z.object({ unread_count: z.number().int() });

/**
 * The `notification` event of the live stream. `id` is the entry's id when the event goes to one
 * person; an event shared by several people (each has their own entry) carries null.
 */
export type LiveNotification = Omit<Notification, 'read' | 'id'> & { id: number | null; unread_count: number };

/** The server's VAPID public key (base64url), what `PushManager.subscribe` takes as applicationServerKey. */
export const pushKey = z.object({ public_key: z.string() });

// Push services are https; the length bound keeps a stored row small.
const endpoint = z
  .string({ error: NOTIFICATION_MSG.endpoint })
  .trim()
  .max(2000, NOTIFICATION_MSG.endpoint)
  .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:', NOTIFICATION_MSG.endpoint);
const base64url = (max: number) =>
  z
    .string({ error: NOTIFICATION_MSG.pushKey })
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, NOTIFICATION_MSG.pushKey)
    .max(max, NOTIFICATION_MSG.pushKey);

/** `PushSubscription.toJSON()` as the browser gives it (expirationTime is ignored). */
export const pushSubscriptionBody = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }, { error: NOTIFICATION_MSG.pushKey }),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint });
