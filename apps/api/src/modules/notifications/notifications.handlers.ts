import { ALERT_TYPE_LABELS, type AlertType } from '@estatehub/shared';
import type { AppDeps } from '../../deps';
import type { EventHandlers } from '../../events/event-runner';
import { formatNaira } from '../../lib/naira';
import {
  announcementMessage,
  estateRecipient,
  estateRecipients,
  payerRecipient,
  type Recipient,
} from './notifications.queries';
import { notify } from './notify';

/** Each role's home screen, where an account-approved entry leads. */
const HOME: Record<Recipient['role'], string> = {
  admin: '/admin/dashboard',
  resident: '/resident/dashboard',
  security: '/security/verify-visitor',
};
/** Where an alert entry leads: the alerts screen of the role (guards have only the gate screen). */
const ALERTS: Record<Recipient['role'], string> = {
  admin: '/admin/alerts',
  resident: '/resident/alerts',
  security: '/security/verify-visitor',
};
const ROLE_NAMES: Record<Recipient['role'], string> = { admin: 'admin', resident: 'resident', security: 'security' };

const to = (people: Recipient[], link: (r: Recipient) => string) =>
  people.map((r) => ({ userId: r.id, link: link(r) }));
const only = (person: Recipient | undefined) => (person ? [person] : []);

/**
 * The bell: domain events become entries for the people they concern (approved, active, of the
 * event's estate), told live and by push. Every entry carries a source key, so a repeat adds nothing.
 */
export const notificationHandlers = (deps: AppDeps): EventHandlers => ({
  'resident.approved': [
    async (tx, e) => {
      const person = await estateRecipient(tx, e.estateId, e.subjectId!);
      await notify(tx, deps, {
        kind: e.type,
        sourceKey: `${e.type}:${e.subjectId}`,
        estateId: e.estateId,
        title: 'Your account has been approved',
        body: 'Welcome to EstateHub. Everything your estate offers is now open to you.',
        to: to(only(person), (r) => HOME[r.role]),
        at: new Date(e.at),
      });
    },
  ],
  'payment.approved': [
    async (tx, e) => {
      const payer = await payerRecipient(tx, e.estateId, e.subjectId!);
      await notify(tx, deps, {
        kind: e.type,
        sourceKey: `${e.type}:${e.subjectId}`,
        estateId: e.estateId,
        title: 'Payment approved',
        body: `Your payment of ${formatNaira(e.data.amountKobo)} for "${e.data.dueTitle}" was approved. Receipt ${e.data.receiptNumber}.`,
        to: to(only(payer), () => '/resident/pay-dues'),
        at: new Date(e.at),
      });
    },
  ],
  'payment.rejected': [
    async (tx, e) => {
      const payer = await payerRecipient(tx, e.estateId, e.subjectId!);
      const reason = e.data.reason ? ` Reason: ${e.data.reason}` : '';
      await notify(tx, deps, {
        kind: e.type,
        sourceKey: `${e.type}:${e.subjectId}`,
        estateId: e.estateId,
        title: 'Payment rejected',
        body: `Your payment of ${formatNaira(e.data.amountKobo)} for "${e.data.dueTitle}" was rejected.${reason}`,
        to: to(only(payer), () => '/resident/pay-dues'),
        at: new Date(e.at),
      });
    },
  ],
  'due.created': [
    async (tx, e) => {
      const residents = await estateRecipients(tx, e.estateId, ['resident']);
      await notify(tx, deps, {
        kind: e.type,
        sourceKey: `${e.type}:${e.subjectId}`,
        estateId: e.estateId,
        title: `New due: ${e.data.title}`,
        body: `${formatNaira(e.data.amountKobo)}, due ${e.data.dueDate}.`,
        to: to(residents, () => '/resident/pay-dues'),
        at: new Date(e.at),
      });
    },
  ],
  'visitor.arrived': [
    async (tx, e) => {
      const host = await estateRecipient(tx, e.estateId, e.data.hostId);
      await notify(tx, deps, {
        kind: e.type,
        sourceKey: `${e.type}:${e.subjectId}`,
        estateId: e.estateId,
        title: 'Your visitor has arrived',
        body: `${e.data.visitorName} was let in at the gate by ${e.data.guardName}.`,
        to: to(only(host), () => '/resident/visitor-codes'),
        at: new Date(e.at),
      });
    },
  ],
  'announcement.created': [
    async (tx, e) => {
      const [people, message] = [
        await estateRecipients(tx, e.estateId, ['resident', 'security'], e.actorId),
        await announcementMessage(tx, e.subjectId!),
      ];
      // Deleted before the job ran: nobody is told about what is gone.
      if (message === null) return;
      await notify(tx, deps, {
        kind: e.type,
        sourceKey: `${e.type}:${e.subjectId}`,
        estateId: e.estateId,
        title: `New announcement: ${e.data.title}`,
        body: message,
        to: to(people, (r) => HOME[r.role]),
        at: new Date(e.at),
      });
    },
  ],
  // The same people the alert itself reaches: a resident's or guard's alert goes to the admins and
  // guards, an admin's to the residents and guards; never back to the sender.
  'alert.sent': [
    async (tx, e) => {
      const roles: Recipient['role'][] =
        e.data.senderRole === 'admin' ? ['resident', 'security'] : ['admin', 'security'];
      const people = await estateRecipients(tx, e.estateId, roles, e.actorId);
      const label = ALERT_TYPE_LABELS[e.data.alertType as AlertType] ?? 'Emergency';
      const reason = e.data.otherReason ? `: ${e.data.otherReason}` : '.';
      await notify(tx, deps, {
        kind: e.type,
        sourceKey: `${e.type}:${e.subjectId}`,
        estateId: e.estateId,
        title: `Emergency alert: ${label}`,
        body: `${e.data.senderName} (${ROLE_NAMES[e.data.senderRole]}) raised an alert${reason}`,
        to: to(people, (r) => ALERTS[r.role]),
        at: new Date(e.at),
        urgent: true,
      });
    },
  ],
});
