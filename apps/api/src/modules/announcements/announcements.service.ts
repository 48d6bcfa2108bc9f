import type { Announcement, AnnouncementsPage, announcementBody } from '@estatehub/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { emit } from '../../events/emit';
import { forbidden, notFound } from '../../lib/http-errors';
import { personName } from '../../lib/person-name';
import type { EstateActor } from '../../plugins/access';
import {
  type AnnouncementFilters,
  type AnnouncementRow,
  deleteAnnouncement,
  insertAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from './announcements.queries';

export type AnnouncementInput = z.output<typeof announcementBody>;

const nameOf = (u: EstateActor) => personName(u) || u.email;

export function toAnnouncement(
  row: Pick<AnnouncementRow, 'id' | 'title' | 'message' | 'createdAt' | 'updatedAt' | 'createdByName'>,
): Announcement {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    created_by_name: row.createdByName,
  };
}

/** The fields every announcement event shares. */
const eventOf = (admin: EstateActor, row: AnnouncementRow, at: Date) => ({
  estateId: admin.estateId,
  actorId: admin.id,
  subjectId: row.id,
  at: at.toISOString(),
  data: { title: row.title, actorName: nameOf(admin) },
});

/**
 * The estate's announcements for its admins, residents and guards. A guard whose approval was
 * withdrawn keeps their session until it ends, so approval is checked here, as elsewhere.
 */
export async function announcementsPage(
  deps: AppDeps,
  actor: EstateActor,
  f: AnnouncementFilters,
): Promise<AnnouncementsPage> {
  if (!actor.isApproved) throw forbidden();
  const { rows, count } = await listAnnouncements(deps.db, actor.estateId, f);
  return { count, results: rows.map(toAnnouncement) };
}

/** Posts an announcement; the estate hears of it through `announcement.created` (bell and e-mail). */
export async function createAnnouncement(
  deps: AppDeps,
  admin: EstateActor,
  body: AnnouncementInput,
): Promise<Announcement> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await insertAnnouncement(tx, {
      ...body,
      estateId: admin.estateId,
      createdBy: admin.id,
      createdByName: nameOf(admin),
      now,
    });
    await emit(tx, { type: 'announcement.created', ...eventOf(admin, row, now) });
    return toAnnouncement(row);
  });
}

export async function editAnnouncement(
  deps: AppDeps,
  admin: EstateActor,
  id: number,
  body: AnnouncementInput,
): Promise<Announcement> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await updateAnnouncement(tx, admin.estateId, id, { ...body, now });
    if (!row) throw notFound();
    await emit(tx, { type: 'announcement.updated', ...eventOf(admin, row, now) });
    return toAnnouncement(row);
  });
}

export async function removeAnnouncement(deps: AppDeps, admin: EstateActor, id: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await deleteAnnouncement(tx, admin.estateId, id);
    if (!row) throw notFound();
    await emit(tx, { type: 'announcement.deleted', ...eventOf(admin, row, now) });
  });
}
