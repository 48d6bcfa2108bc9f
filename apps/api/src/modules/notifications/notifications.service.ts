import type { NotificationsPage, notificationsQuery } from '@estatehub/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/http-errors';
import type { Actor } from '../../plugins/access';
import { listNotifications, markAllRead, markRead, type NotificationRow, unreadCountOf } from './notifications.queries';

const toAnswer = (row: NotificationRow) => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  read: row.readAt !== null,
  created_at: row.createdAt.toISOString(),
});

/** The caller's own entries, newest first, with the unread count for the bell's badge. */
export async function notificationsPage(
  deps: AppDeps,
  actor: Actor,
  q: z.output<typeof notificationsQuery>,
): Promise<NotificationsPage> {
  const { rows, total, unread } = await listNotifications(deps.db, actor.id, { page: q.page, pageSize: q.page_size });
  return { count: total, unread_count: unread, results: rows.map(toAnswer) };
}

/** Marks one entry read (again is fine); another person's entry is 404, as if it did not exist. */
export async function readOne(deps: AppDeps, actor: Actor, id: number) {
  if (!(await markRead(deps.db, actor.id, id, deps.clock.now()))) throw notFound();
  return { unread_count: await unreadCountOf(deps.db, actor.id) };
}

export async function readAll(deps: AppDeps, actor: Actor) {
  await markAllRead(deps.db, actor.id, deps.clock.now());
  return { unread_count: 0 };
}
