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
  | Event<'resident.deletion_requested', { name: string; email: string; homeAddress: string; reason: string }>
  // Dues: subjectId is the due. Amounts are kobo.
  | Event<'due.created', { title: string; amountKobo: number; dueDate: string; actorName: string }>
  | Event<'due.updated', { title: string; amountKobo: number; dueDate: string; actorName: string }>
  | Event<'due.deleted', { title: string; archived: boolean; actorName: string }>
  | Event<'due.reminded', { title: string; reminded: number; actorName: string }>
  // Payments: subjectId is the payment.
  | Event<'payment.submitted', { payerName: string; dueTitle: string; amountKobo: number }>
  | Event<
      'payment.approved',
      {
        payerName: string;
        payerEmail: string | null;
        dueTitle: string;
        amountKobo: number;
        actorName: string;
        receiptNumber: string;
        receiptKey: string;
      }
    >
  | Event<
      'payment.rejected',
      {
        payerName: string;
        payerEmail: string | null;
        dueTitle: string;
        amountKobo: number;
        actorName: string;
        reason: string;
      }
    >
  // Visitors: subjectId is the visitor code. The host's e-mail is read by the handler, not carried.
  | Event<
      'visitor.arrived',
      { visitorName: string; purpose: string; hostId: number; hostName: string; homeAddress: string; guardName: string }
    >
  // Staff: subjectId is the staff member; residentId is their employer.
  | Event<'staff.registered', { name: string; role: string; residentId: number; residentName: string }>
  | Event<'staff.removed', { name: string; role: string; residentId: number; actorName: string; reason: string }>
  | Event<'staff.deleted', { name: string; role: string; residentId: number; actorName: string }>
  // Announcements: subjectId is the announcement.
  | Event<'announcement.created', { title: string; actorName: string }>
  | Event<'announcement.updated', { title: string; actorName: string }>
  | Event<'announcement.deleted', { title: string; actorName: string }>
  // Alerts: subjectId is the alert. The live stream, e-mail and SMS are sent by the alerts module
  // itself (they cannot wait for the job runner); this event feeds the activity log and the bell.
  | Event<
      'alert.sent',
      { alertType: string; otherReason: string; senderName: string; senderRole: 'admin' | 'resident' | 'security' }
    >;

export type EventType = DomainEvent['type'];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;
