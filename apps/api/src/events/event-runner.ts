import type { Db } from '../db/client';
import type { JobRunner } from '../jobs/job-runner';
import type { DomainEvent, EventOf, EventType } from './domain-events';

export type EventHandler<T extends EventType> = (tx: Db, event: EventOf<T>) => Promise<void>;
export type EventHandlers = { [T in EventType]?: EventHandler<T>[] };

/**
 * Runs 'event' jobs: every handler of the event's type, in one transaction, so a retry after
 * a failure never repeats half of them. Handlers write rows or queue further jobs; work outside
 * the database (files, mail) is idempotent or goes through its own job.
 */
export function handleEventJobs(runner: JobRunner, db: Db, handlers: EventHandlers[]) {
  runner.handle('event', async (payload) => {
    const event = payload as DomainEvent;
    const mine = handlers.flatMap((h) => (h[event.type] ?? []) as EventHandler<typeof event.type>[]);
    await db.transaction(async (tx) => {
      for (const handle of mine) await handle(tx, event);
    });
  });
}
