import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = { kind: string; payload: unknown; runAt?: Date; key?: string; maxAttempts?: number };

export async function insertJob(db: Db, job: NewJob): Promise<void> {
  await db.insert(jobs).values(job);
}

/** Adds a singleton job (by key) unless it exists already, whatever its state. */
export async function insertJobOnce(db: Db, job: NewJob & { key: string }): Promise<void> {
  await db.insert(jobs).values(job).onConflictDoNothing({ target: jobs.key });
}

/**
 * Claims up to `limit` due jobs of the given kinds until `leaseUntil`: `FOR UPDATE SKIP LOCKED`
 * keeps two instances from taking the same row, and the lease lets another take it after a crash.
 */
export async function claimDueJobs(
  db: Db,
  kinds: string[],
  opts: { now: Date; leaseUntil: Date; limit: number },
): Promise<JobRow[]> {
  const { now, leaseUntil, limit } = opts;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'pending'),
        inArray(jobs.kind, kinds),
        lte(jobs.runAt, now),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil: leaseUntil })
    .where(inArray(jobs.id, due))
    .returning();
}

export async function finishJob(db: Db, id: number, now: Date): Promise<void> {
  await db.update(jobs).set({ status: 'done', lockedUntil: null, finishedAt: now }).where(eq(jobs.id, id));
}

/** A scheduled job goes back to waiting for its next run. */
export async function rearmJob(db: Db, id: number, runAt: Date): Promise<void> {
  await db.update(jobs).set({ status: 'pending', lockedUntil: null, attempts: 0, runAt }).where(eq(jobs.id, id));
}

/** A failed attempt: retried at `retryAt`, or failed for good when it was the last. */
export async function failJob(
  db: Db,
  id: number,
  error: string,
  opts: { retryAt: Date; final: boolean; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: opts.final ? 'failed' : 'pending',
      lockedUntil: null,
      lastError: error.slice(0, 500),
      runAt: opts.retryAt,
      finishedAt: opts.final ? opts.now : null,
    })
    .where(eq(jobs.id, id));
}

/** Drops finished jobs older than the cutoff, so the table stays small. */
export async function pruneFinishedJobs(db: Db, before: Date): Promise<void> {
  await db.delete(jobs).where(and(ne(jobs.status, 'pending'), lt(jobs.finishedAt, before)));
}
