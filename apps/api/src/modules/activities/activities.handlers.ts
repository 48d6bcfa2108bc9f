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
  'due.created': [
    (tx, e) =>
      record(tx, e, {
        type: e.type,
        params: {
          title: e.data.title,
          amountKobo: e.data.amountKobo,
          dueDate: e.data.dueDate,
          actorName: e.data.actorName,
        },
      }),
  ],
  'due.updated': [
    (tx, e) => record(tx, e, { type: e.type, params: { title: e.data.title, actorName: e.data.actorName } }),
  ],
  'due.deleted': [
    (tx, e) =>
      record(tx, e, {
        type: e.type,
        params: { title: e.data.title, archived: e.data.archived, actorName: e.data.actorName },
      }),
  ],
  'due.reminded': [
    (tx, e) =>
      record(tx, e, {
        type: e.type,
        params: { title: e.data.title, reminded: e.data.reminded, actorName: e.data.actorName },
      }),
  ],
  'payment.submitted': [
    (tx, e) =>
      record(tx, e, {
        type: e.type,
        params: { payerName: e.data.payerName, dueTitle: e.data.dueTitle, amountKobo: e.data.amountKobo },
      }),
  ],
  'payment.approved': [
    (tx, e) =>
      record(tx, e, {
        type: e.type,
        params: {
          payerName: e.data.payerName,
          dueTitle: e.data.dueTitle,
          amountKobo: e.data.amountKobo,
          actorName: e.data.actorName,
        },
      }),
  ],
  'payment.rejected': [
    (tx, e) =>
      record(tx, e, {
        type: e.type,
        params: {
          payerName: e.data.payerName,
          dueTitle: e.data.dueTitle,
          amountKobo: e.data.amountKobo,
          actorName: e.data.actorName,
          reason: e.data.reason,
        },
      }),
  ],
  'visitor.arrived': [
    (tx, e) =>
      record(tx, e, {
        type: e.type,
        params: {
          visitorName: e.data.visitorName,
          purpose: e.data.purpose,
          hostName: e.data.hostName,
          guardName: e.data.guardName,
        },
      }),
  ],
  'staff.registered': [
    (tx, e) =>
      record(tx, e, {
        type: e.type,
        params: { name: e.data.name, role: e.data.role, residentName: e.data.residentName },
      }),
  ],
  'staff.removed': [
    (tx, e) =>
      record(tx, e, {
        type: e.type,
        params: { name: e.data.name, role: e.data.role, actorName: e.data.actorName, reason: e.data.reason },
      }),
  ],
  'staff.deleted': [
    (tx, e) =>
      record(tx, e, { type: e.type, params: { name: e.data.name, role: e.data.role, actorName: e.data.actorName } }),
  ],
  'announcement.created': [
    (tx, e) => record(tx, e, { type: e.type, params: { title: e.data.title, actorName: e.data.actorName } }),
  ],
  'announcement.updated': [
    (tx, e) => record(tx, e, { type: e.type, params: { title: e.data.title, actorName: e.data.actorName } }),
  ],
  'announcement.deleted': [
    (tx, e) => record(tx, e, { type: e.type, params: { title: e.data.title, actorName: e.data.actorName } }),
  ],
  'alert.sent': [
    (tx, e) =>
      record(tx, e, {
        type: e.type,
        params: { alertType: e.data.alertType, otherReason: e.data.otherReason, senderName: e.data.senderName },
      }),
  ],
};
