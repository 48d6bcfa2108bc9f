import type { Db } from '../db/client';
import { insertJob } from '../jobs/jobs.queries';
import type { DomainEvent } from './domain-events';

/**
 * Records the event as an 'event' job in the caller's transaction: it happens together with
 * the change, or not at all. The job runner dispatches it to the handlers after the commit.
 */
export async function emit(tx: Db, event: DomainEvent): Promise<void> {
  await insertJob(tx, { kind: 'event', payload: event, runAt: new Date(event.at) });
}
