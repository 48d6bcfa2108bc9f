import type { announcementsQuery } from '@estatehub/shared';
import { and, asc, count, desc, eq, gt, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { announcements, estates, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';

export type AnnouncementFilters = z.output<typeof announcementsQuery>;
export type AnnouncementRow = typeof announcements.$inferSelect;

/**
 * One page of an estate's announcements, newest first (id breaks ties), and the count of the
 * searched set: two queries over the (estate_id, created_at desc, id desc) index. The search looks
 * in title and message, with the user's `%` and `_` taken literally.
 */
export async function listAnnouncements(db: Db, estateId: number, f: AnnouncementFilters) {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  const where = and(
    eq(announcements.estateId, estateId),
    pattern ? or(ilike(announcements.title, pattern), ilike(announcements.message, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(f.page_size)
      .offset((f.page - 1) * f.page_size),
    db.select({ n: count() }).from(announcements).where(where),
  ]);
  return { rows, count: total!.n };
}

/** This estate's announcement, or undefined (another estate's is not found). */
export async function findAnnouncement(db: Db, estateId: number, id: number): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.estateId, estateId)));
  return row;
}

export type AnnouncementValues = { title: string; message: string };

export async function insertAnnouncement(
  db: Db,
  values: AnnouncementValues & { estateId: number; createdBy: number; createdByName: string; now: Date },
): Promise<AnnouncementRow> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(announcements)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Changes this estate's announcement; undefined when there is none (another estate's is not found). */
export async function updateAnnouncement(
  db: Db,
  estateId: number,
  id: number,
  values: AnnouncementValues & { now: Date },
): Promise<AnnouncementRow | undefined> {
  const { now, ...rest } = values;
  const [row] = await db
    .update(announcements)
    .set({ ...rest, updatedAt: now })
    .where(and(eq(announcements.id, id), eq(announcements.estateId, estateId)))
    .returning();
  return row;
}

/** Removes this estate's announcement and answers it; undefined when there is none. */
export async function deleteAnnouncement(db: Db, estateId: number, id: number): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .delete(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.estateId, estateId)))
    .returning();
  return row;
}

/**
 * The next batch of people a new announcement is e-mailed to: the estate's approved, active
 * residents and guards with an id after `afterId`, by id, with the estate's name. One query per
 * batch, however many people it holds.
 */
export async function announcementRecipients(db: Db, estateId: number, afterId: number, limit: number) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, estateName: estates.name })
    .from(users)
    .innerJoin(estates, eq(estates.id, users.estateId))
    .where(
      and(
        eq(users.estateId, estateId),
        inArray(users.role, ['resident', 'security']),
        eq(users.isApproved, true),
        eq(users.isActive, true),
        gt(users.id, afterId),
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
}

export type AnnouncementRecipient = Awaited<ReturnType<typeof announcementRecipients>>[number];
