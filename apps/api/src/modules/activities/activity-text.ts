import type { EventOf } from '../../events/domain-events';

/** Entry types and the parameters each keeps; `note` holds text written before entries were data. */
export type ActivityParams = {
  'resident.registered': Pick<EventOf<'resident.registered'>['data'], 'name' | 'role'>;
  'resident.approved': Pick<EventOf<'resident.approved'>['data'], 'name' | 'actorName'>;
  'resident.deleted': Pick<EventOf<'resident.deleted'>['data'], 'name' | 'email' | 'actorName'>;
  'resident.deletion_requested': Pick<EventOf<'resident.deletion_requested'>['data'], 'name' | 'reason'>;
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
  note: true,
};
