import { ALERT_TYPE_LABELS, type AlertType } from '@estatehub/shared';
import type { EventOf } from '../../events/domain-events';
import { formatNaira } from '../../lib/naira';

/** Entry types and the parameters each keeps; `note` holds text written before entries were data. */
export type ActivityParams = {
  'resident.registered': Pick<EventOf<'resident.registered'>['data'], 'name' | 'role'>;
  'resident.approved': Pick<EventOf<'resident.approved'>['data'], 'name' | 'actorName'>;
  'resident.deleted': Pick<EventOf<'resident.deleted'>['data'], 'name' | 'email' | 'actorName'>;
  'resident.deletion_requested': Pick<EventOf<'resident.deletion_requested'>['data'], 'name' | 'reason'>;
  'due.created': Pick<EventOf<'due.created'>['data'], 'title' | 'amountKobo' | 'dueDate' | 'actorName'>;
  'due.updated': Pick<EventOf<'due.updated'>['data'], 'title' | 'actorName'>;
  'due.deleted': Pick<EventOf<'due.deleted'>['data'], 'title' | 'archived' | 'actorName'>;
  'due.reminded': Pick<EventOf<'due.reminded'>['data'], 'title' | 'reminded' | 'actorName'>;
  'payment.submitted': Pick<EventOf<'payment.submitted'>['data'], 'payerName' | 'dueTitle' | 'amountKobo'>;
  'payment.approved': Pick<EventOf<'payment.approved'>['data'], 'payerName' | 'dueTitle' | 'amountKobo' | 'actorName'>;
  'payment.rejected': Pick<
    EventOf<'payment.rejected'>['data'],
    'payerName' | 'dueTitle' | 'amountKobo' | 'actorName' | 'reason'
  >;
  'visitor.arrived': Pick<EventOf<'visitor.arrived'>['data'], 'visitorName' | 'purpose' | 'hostName' | 'guardName'>;
  'staff.registered': Pick<EventOf<'staff.registered'>['data'], 'name' | 'role' | 'residentName'>;
  'staff.removed': Pick<EventOf<'staff.removed'>['data'], 'name' | 'role' | 'actorName' | 'reason'>;
  'staff.deleted': Pick<EventOf<'staff.deleted'>['data'], 'name' | 'role' | 'actorName'>;
  'announcement.created': Pick<EventOf<'announcement.created'>['data'], 'title' | 'actorName'>;
  'announcement.updated': Pick<EventOf<'announcement.updated'>['data'], 'title' | 'actorName'>;
  'announcement.deleted': Pick<EventOf<'announcement.deleted'>['data'], 'title' | 'actorName'>;
  'alert.sent': Pick<EventOf<'alert.sent'>['data'], 'alertType' | 'otherReason' | 'senderName'>;
  note: { text: string };
};

export type ActivityType = keyof ActivityParams;
export type ActivityEntry = { [T in ActivityType]: { type: T; params: ActivityParams[T] } }[ActivityType];

/** The feed's sentence for one entry, from its stored data. */
export function activityText(entry: ActivityEntry): string {
  switch (entry.type) {
    case 'resident.registered':
      return `${entry.params.name} registered as ${entry.params.role === 'security' ? 'estate security' : 'a resident'} and awaits approval`;
    case 'resident.approved':
      return `${entry.params.name} was approved by ${entry.params.actorName}`;
    case 'resident.deleted':
      return `${entry.params.name} (${entry.params.email}) was removed by ${entry.params.actorName}`;
    case 'resident.deletion_requested':
      return `${entry.params.name} asked to delete their account${entry.params.reason ? `: ${entry.params.reason}` : ''}`;
    case 'due.created':
      return `${entry.params.actorName} added the due "${entry.params.title}" of ${formatNaira(entry.params.amountKobo)}, due ${entry.params.dueDate}`;
    case 'due.updated':
      return `${entry.params.actorName} updated the due "${entry.params.title}"`;
    case 'due.deleted':
      return `${entry.params.actorName} ${entry.params.archived ? 'archived' : 'deleted'} the due "${entry.params.title}"`;
    case 'due.reminded': {
      const n = entry.params.reminded;
      return `${entry.params.actorName} reminded ${n} ${n === 1 ? 'resident' : 'residents'} about "${entry.params.title}"`;
    }
    case 'payment.submitted':
      return `${entry.params.payerName} submitted a payment of ${formatNaira(entry.params.amountKobo)} for "${entry.params.dueTitle}"`;
    case 'payment.approved':
      return `${entry.params.actorName} approved ${entry.params.payerName}'s payment of ${formatNaira(entry.params.amountKobo)} for "${entry.params.dueTitle}"`;
    case 'payment.rejected':
      return `${entry.params.actorName} rejected ${entry.params.payerName}'s payment of ${formatNaira(entry.params.amountKobo)} for "${entry.params.dueTitle}"${entry.params.reason ? `: ${entry.params.reason}` : ''}`;
    case 'visitor.arrived':
      return `${entry.params.visitorName} (${entry.params.purpose}) was let in for ${entry.params.hostName} by ${entry.params.guardName}`;
    case 'staff.registered':
      return `${entry.params.residentName} registered ${entry.params.name} (${entry.params.role}) as staff`;
    case 'staff.removed':
      return `${entry.params.actorName} removed ${entry.params.name} (${entry.params.role})${entry.params.reason ? `: ${entry.params.reason}` : ''}`;
    case 'staff.deleted':
      return `${entry.params.actorName} deleted the staff record of ${entry.params.name} (${entry.params.role})`;
    case 'announcement.created':
      return `${entry.params.actorName} posted the announcement "${entry.params.title}"`;
    case 'announcement.updated':
      return `${entry.params.actorName} updated the announcement "${entry.params.title}"`;
    case 'announcement.deleted':
      return `${entry.params.actorName} deleted the announcement "${entry.params.title}"`;
    case 'alert.sent': {
      const label = ALERT_TYPE_LABELS[entry.params.alertType as AlertType] ?? 'Emergency';
      return `${entry.params.senderName} sent an emergency alert: ${label}${entry.params.otherReason ? ` (${entry.params.otherReason})` : ''}`;
    }
    case 'note':
      return entry.params.text;
  }
}

/** Reads a stored row (type and params as text and JSON) as an entry; unknown types read as a note. */
export function asActivityEntry(row: { type: string; params: Record<string, unknown> }): ActivityEntry {
  if (Object.hasOwn(TYPES, row.type)) return { type: row.type, params: row.params } as ActivityEntry;
  return { type: 'note', params: { text: String(row.params.text ?? row.type) } };
}

const TYPES: Record<ActivityType, true> = {
  'resident.registered': true,
  'resident.approved': true,
  'resident.deleted': true,
  'resident.deletion_requested': true,
  'due.created': true,
  'due.updated': true,
  'due.deleted': true,
  'due.reminded': true,
  'payment.submitted': true,
  'payment.approved': true,
  'payment.rejected': true,
  'visitor.arrived': true,
  'staff.registered': true,
  'staff.removed': true,
  'staff.deleted': true,
  'announcement.created': true,
  'announcement.updated': true,
  'announcement.deleted': true,
  'alert.sent': true,
  note: true,
};
