/**
 * Every domain event, in one typed union. A service emits one inside its transaction
 * (events/emit.ts); handlers run later from a durable job and do the side effects.
 * Event data never carries a secret (codes, passwords, tokens): mail that carries one is
 * queued directly by the service (see docs/decisions/007-domain-events-and-jobs.md).
 */
type Event<T extends string, Data> = {
  type: T;
  estateId: number;
  /** Who did it (null when nobody signed in did). */
  actorId: number | null;
  /** What it happened to (a user for resident events). */
  subjectId: number | null;
  /** When it happened; ISO 8601 once stored. */
  at: string;
  data: Data;
};

export type DomainEvent =
  | Event<'resident.registered', { name: string; role: 'resident' | 'security' }>
  | Event<'resident.approved', { name: string; firstName: string; email: string; actorName: string }>
  | Event<'resident.deleted', { name: string; email: string; actorName: string; pictureKeys: string[] }>
  | Event<'resident.deletion_requested', { name: string; email: string; homeAddress: string; reason: string }>;

export type EventType = DomainEvent['type'];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;
