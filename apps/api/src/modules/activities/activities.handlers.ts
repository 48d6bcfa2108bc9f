import type { Db } from '../../db/client';
import type { DomainEvent } from '../../events/domain-events';
import type { EventHandlers } from '../../events/event-runner';
import { insertActivity } from './activities.queries';
import type { ActivityEntry } from './activity-text';

async function record(tx: Db, event: DomainEvent, entry: ActivityEntry) {
  await insertActivity(tx, {
    estateId: event.estateId,
    type: entry.type,
    subjectId: event.subjectId,
    actorId: event.actorId,
    params: entry.params,
    createdAt: new Date(event.at),
  });
}

/** Each event that belongs in the estate's feed becomes an entry, keeping only what its text needs. */
export const activityHandlers: EventHandlers = {
  'resident.registered': [(tx, e) => record(tx, e, { type: e.type, params: { name: e.data.name, role: e.data.role } })],
  'resident.approved': [
    (tx, e) => record(tx, e, { type: e.type, params: { name: e.data.name, actorName: e.data.actorName } }),
  ],
  'resident.deleted': [
    (tx, e) =>
      record(tx, e, {
        type: e.type,
        params: { name: e.data.name, email: e.data.email, actorName: e.data.actorName },
      }),
  ],
  'resident.deletion_requested': [
    (tx, e) => record(tx, e, { type: e.type, params: { name: e.data.name, reason: e.data.reason } }),
  ],
};
