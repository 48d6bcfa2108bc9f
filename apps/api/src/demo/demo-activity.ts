import { addDaysToDay, lagosDay } from '@estatehub/shared';
import type { Db } from '../db/client';
import { activities } from '../db/schema';
import { addDays, addSeconds } from '../lib/clock';
import type { NewActivity } from '../modules/activities/activities.queries';
import { type ActivityEntry, activityText } from '../modules/activities/activity-text';

/** A feed entry as the demo writes it: typed by its event, so its parameters are the ones activityText reads. */
export type DemoFeedEntry = Omit<NewActivity, 'type' | 'params'> & ActivityEntry;

/**
 * Writes demo feed entries in one statement, each with its sentence rendered the way
 * insertActivity renders one (the feed's search reads the stored sentence).
 */
export async function insertDemoFeed(tx: Db, entries: DemoFeedEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(activities).values(entries.map((e) => ({ ...e, description: activityText(e) })));
}

type Person = { id: number; name: string };

/**
 * The rest of Palm Grove's last three months, so every kind in the feed's type filter and every
 * choice of its time filter finds something on first start: a resident who joined and later left,
 * a staff record since deleted, a notice taken down, a due posted with the wrong amount. These
 * entries are about rows that are gone, so they stand alone, as they do in a real feed (alerts,
 * older ones included, are written with their entries by demo-alerts.ts).
 * The monthly service charges (demo-service-charges.ts) and the gate traffic (demo-gate-traffic.ts)
 * bring their own payment, due and visitor entries.
 */
export async function loadDemoActivity(tx: Db, now: Date, people: { estateId: number; admin: Person; tunde: Person }) {
  const { estateId, admin, tunde } = people;
  const at = (daysAgo: number, hour = 0) => addSeconds(addDays(now, -daysAgo), hour * 3600);
  const by = (actor: Person, subjectId: number | null, createdAt: Date) => ({
    estateId,
    actorId: actor.id,
    subjectId,
    createdAt,
  });

  // Kelechi Umeh joined in the summer and moved out last month; his account is gone, his entries stay.
  const kelechi = { id: null, name: 'Kelechi Umeh' };
  const feed: DemoFeedEntry[] = [
    {
      estateId,
      actorId: null,
      subjectId: kelechi.id,
      createdAt: at(84, 9),
      type: 'resident.registered',
      params: { name: kelechi.name, role: 'resident' },
    },
    {
      ...by(admin, kelechi.id, at(83, 11)),
      type: 'resident.approved',
      params: { name: kelechi.name, actorName: admin.name },
    },
    {
      estateId,
      actorId: null,
      subjectId: kelechi.id,
      createdAt: at(26, 18),
      type: 'resident.deletion_requested',
      params: { name: kelechi.name, reason: 'Relocating to Abuja for work' },
    },
    {
      ...by(admin, kelechi.id, at(25, 10)),
      type: 'resident.deleted',
      params: { name: kelechi.name, email: 'kelechi.umeh@example.ng', actorName: admin.name },
    },
    // Tunde's night watchman, whose record the admin deleted once he left.
    {
      ...by(tunde, null, at(74, 16)),
      type: 'staff.registered',
      params: { name: 'Yusuf Bello', role: 'Night watchman', residentName: tunde.name },
    },
    {
      ...by(admin, null, at(50, 12)),
      type: 'staff.deleted',
      params: { name: 'Yusuf Bello', role: 'Night watchman', actorName: admin.name },
    },
    // A notice about the public holiday, taken down once it had passed.
    {
      ...by(admin, null, at(88, 8)),
      type: 'announcement.created',
      params: { title: 'Gate hours over the public holiday', actorName: admin.name },
    },
    {
      ...by(admin, null, at(80, 9)),
      type: 'announcement.deleted',
      params: { title: 'Gate hours over the public holiday', actorName: admin.name },
    },
    // A due posted with the wrong amount; nobody had paid it, so it was deleted outright.
    {
      ...by(admin, null, at(64, 10)),
      type: 'due.created',
      params: {
        title: 'Gate motor repair',
        amountKobo: 1_200_000,
        dueDate: addDaysToDay(lagosDay(at(64)), 14),
        actorName: admin.name,
      },
    },
    {
      ...by(admin, null, at(64, 10.2)),
      type: 'due.deleted',
      params: { title: 'Gate motor repair', archived: false, actorName: admin.name },
    },
  ];
  await insertDemoFeed(tx, feed);
}
