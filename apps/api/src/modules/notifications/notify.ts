import type { LiveNotification } from '@estatehub/shared';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { publishLive } from '../../realtime/publish';
import { queuePush } from '../push/push.job';
import { insertNotifications, type NotificationRow, unreadCounts } from './notifications.queries';

/** One thing to tell some people: the same words for each, each person's own link. */
export type Notice = {
  kind: string;
  /** What it is about, unique per kind and subject: a repeated event adds no second entry. */
  sourceKey: string;
  estateId: number | null;
  title: string;
  body: string;
  /** Recipients with the screen each should open (it differs by role). */
  to: { userId: number; link: string }[];
  at: Date;
  urgent?: boolean;
};

/** Entries bodies are short: the screen they open has the rest. */
const BODY_MAX = 280;
const clip = (text: string) => (text.length > BODY_MAX ? `${text.slice(0, BODY_MAX - 1)}…` : text);

/**
 * Stores the entries (one statement, duplicates skipped), tells each open bell over the live
 * stream, and queues web push for those who turned it on: all in the caller's transaction, so
 * nothing is announced that did not commit.
 */
export async function notify(tx: Db, deps: AppDeps, notice: Notice): Promise<NotificationRow[]> {
  const body = clip(notice.body);
  const added = await insertNotifications(
    tx,
    notice.to.map((r) => ({
      userId: r.userId,
      estateId: notice.estateId,
      kind: notice.kind,
      title: notice.title,
      body,
      link: r.link,
      sourceKey: notice.sourceKey,
      createdAt: notice.at,
    })),
  );
  if (added.length === 0) return added;
  await publishAdded(tx, added);
  // One push job per link: the words are the same, the screen differs by role.
  const byLink = groupBy(added, (row) => row.link);
  for (const [link, rows] of byLink)
    await queuePush(
      tx,
      deps,
      rows.map((r) => r.userId),
      { title: notice.title, body, link, tag: notice.sourceKey, urgent: notice.urgent ?? false },
    );
  return added;
}

/**
 * The live `notification` event. People who share the event's words, link and unread count share
 * one publish, so telling a whole estate costs a few statements, not one per person.
 */
async function publishAdded(tx: Db, added: NotificationRow[]): Promise<void> {
  const counts = await unreadCounts(
    tx,
    added.map((r) => r.userId),
  );
  const groups = groupBy(added, (r) => `${r.link}\n${counts.get(r.userId) ?? 0}`);
  for (const rows of groups.values()) {
    const first = rows[0]!;
    const data: LiveNotification = {
      id: rows.length === 1 ? first.id : null,
      kind: first.kind,
      title: first.title,
      body: first.body,
      link: first.link,
      created_at: first.createdAt.toISOString(),
      unread_count: counts.get(first.userId) ?? 0,
    };
    await publishLive(
      tx,
      rows.map((r) => r.userId),
      { type: 'notification', data },
    );
  }
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
