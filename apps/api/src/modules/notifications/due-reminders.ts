import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { formatNaira } from '../../lib/naira';
import { notify } from './notify';

type Reminder = { dueId: number; userId: number; title: string; amountKobo: number; dueDate: string };
/** 'before' and 'on' are the scheduled reminders; a manual one is named by when it was sent. */
export type ReminderOccasion = 'before' | 'on' | { manualAt: Date };

/**
 * Bell entries for due reminders, beside their e-mails (dues.service.ts sends both in one
 * transaction): one notice per due, so each due's reminder costs a few statements whatever the
 * number of residents.
 */
export async function notifyDueReminders(
  tx: Db,
  deps: AppDeps,
  reminders: (Reminder & { occasion: ReminderOccasion })[],
  estateId: number | null,
): Promise<void> {
  const groups = new Map<string, (Reminder & { occasion: ReminderOccasion })[]>();
  for (const r of reminders) {
    const occasion = typeof r.occasion === 'string' ? r.occasion : `manual:${r.occasion.manualAt.toISOString()}`;
    const key = `due.reminder:${r.dueId}:${occasion}`;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  for (const [sourceKey, rows] of groups) {
    const first = rows[0]!;
    const amount = formatNaira(first.amountKobo);
    await notify(tx, deps, {
      kind: 'due.reminder',
      sourceKey,
      estateId,
      title: `Reminder: ${first.title}`,
      body: first.occasion === 'on' ? `${amount} is due today.` : `${amount} is due on ${first.dueDate}.`,
      to: rows.map((r) => ({ userId: r.userId, link: '/resident/pay-dues' })),
      at: deps.clock.now(),
    });
  }
}
