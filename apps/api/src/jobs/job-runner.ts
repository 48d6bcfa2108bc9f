import type { Db } from '../db/client';
import { addSeconds, type Clock } from '../lib/clock';
import { claimDueJobs, failJob, finishJob, insertJob, insertJobOnce, type NewJob, rearmJob } from './jobs.queries';

export type JobLog = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
export type JobContext = { jobId: number; attempt: number };
export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<void>;

export type JobRunnerOptions = {
  db: Db;
  clock: Clock;
  log: JobLog;
  /** How often each instance looks for due jobs. */
  pollMs?: number;
  /** A job still running after this long counts as failed, so one hung job cannot hold the others. */
  jobTimeoutMs?: number;
  batch?: number;
};

/** Retries wait 15 s, doubling, at most an hour. */
export const backoffSeconds = (attempt: number) => Math.min(3600, 15 * 2 ** (attempt - 1));

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * One mechanism for every kind of background work: jobs are rows, inserted in the caller's
 * transaction and run after it commits by whichever instance claims them first.
 */
export function createJobRunner(opts: JobRunnerOptions) {
  const { db, clock, log } = opts;
  const pollMs = opts.pollMs ?? 1000;
  const jobTimeoutMs = opts.jobTimeoutMs ?? 60_000;
  const batch = opts.batch ?? 10;
  // Longer than any run can last, so a live run is never claimed twice.
  const leaseSeconds = Math.ceil(jobTimeoutMs / 1000) * 2 + 60;
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  function withTimeout(work: Promise<void>): Promise<void> {
    let timeout: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timeout = setTimeout(() => reject(new Error(`job timed out after ${jobTimeoutMs} ms`)), jobTimeoutMs);
    });
    return Promise.race([work, limit]).finally(() => clearTimeout(timeout));
  }

  async function runOne(job: Awaited<ReturnType<typeof claimDueJobs>>[number]): Promise<void> {
    const every = job.key?.startsWith('every:') ? schedules.get(job.kind) : undefined;
    try {
      const handler = handlers.get(job.kind);
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await withTimeout(handler(job.payload, { jobId: job.id, attempt: job.attempts }));
      if (every) await rearmJob(db, job.id, addSeconds(clock.now(), every));
      else await finishJob(db, job.id, clock.now());
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // A scheduled job never gives up: it is simply tried again later.
      const final = !every && job.attempts >= job.maxAttempts;
      log.warn(
        { jobId: job.id, kind: job.kind, attempt: job.attempts, err: message },
        final ? 'job failed' : 'job retry',
      );
      const wait = every ? Math.min(every, backoffSeconds(job.attempts)) : backoffSeconds(job.attempts);
      await failJob(db, job.id, message, { retryAt: addSeconds(clock.now(), wait), final, now: clock.now() });
    }
  }

  async function runBatch(): Promise<number> {
    const now = clock.now();
    // Only kinds this instance knows: during a rolling update an older one leaves newer kinds alone.
    const claimed = await claimDueJobs(db, [...handlers.keys()], {
      now,
      leaseUntil: addSeconds(now, leaseSeconds),
      limit: batch,
    });
    // Side by side: a slow job delays only itself.
    await Promise.all(claimed.map(runOne));
    return claimed.length;
  }

  async function loop(): Promise<number> {
    let total = 0;
    do {
      again = false;
      let n: number;
      do {
        n = await runBatch();
        total += n;
      } while (n > 0);
    } while (again);
    return total;
  }

  /** Runs every job due now, and those they add, until none is due; answers how many ran. */
  function runDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch((err) => {
        log.error({ err: err instanceof Error ? err.message : String(err) }, 'job runner error');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    handle(kind: string, handler: JobHandler) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} has a handler already`);
      handlers.set(kind, handler);
    },
    /** Runs `kind` every `everySeconds`, on one instance at a time; the first run is due at once. */
    async schedule(kind: string, everySeconds: number, handler: JobHandler) {
      this.handle(kind, handler);
      schedules.set(kind, everySeconds);
      await insertJobOnce(db, { kind, key: `every:${kind}`, payload: {}, runAt: clock.now() });
    },
    /** Stores a job in the caller's transaction; it runs once that has committed. */
    async enqueue(tx: Db, job: NewJob) {
      await insertJob(tx, { runAt: clock.now(), ...job });
      // Picked up soon after the commit; the poll covers any instance that missed this.
      setTimeout(() => {
        if (!stopped) void runDue();
      }, 20).unref();
    },
    runDue,
    start() {
      timer ??= setInterval(() => void runDue(), pollMs);
      timer.unref();
      void runDue();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
