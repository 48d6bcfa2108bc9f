import { ALERT_MSG, type Alert, type AlertsPage, type alertBody, type alertsQuery } from '@estatehub/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { emit } from '../../events/emit';
import { forbidden } from '../../lib/http-errors';
import { consume } from '../../lib/rate-limit';
import { enqueueSms } from '../../lib/sms';
import type { EstateActor } from '../../plugins/access';
import { publishLive } from '../../realtime/publish';
import { estateName } from '../estates/estates.queries';
import { alertEmail, alertSms } from './alerts.messages';
import { type AlertRow, alertRecipients, insertAlert, listAlerts } from './alerts.queries';

type Role = AlertRow['senderRole'];

/** A sender may raise this many alerts in the window; the first always passes. */
export const ALERT_LIMIT = { max: 5, windowSeconds: 600 };

/**
 * Who hears an alert: a resident's or a guard's reaches the estate's admins and security; an
 * admin's reaches the residents and security (and any fellow admin). Never the sender.
 */
const RECIPIENT_ROLES: Record<Role, Role[]> = {
  resident: ['admin', 'security'],
  security: ['admin', 'security'],
  admin: ['admin', 'resident', 'security'],
};

/** Where a recipient's e-mail sends them: the alerts screen of their role (guards have the gate). */
const ALERTS_SCREEN: Record<Role, string> = {
  admin: '/admin/alerts',
  resident: '/resident/alerts',
  security: '/security/verify-visitor',
};

function toAlert(row: AlertRow, withEmail: boolean): Alert {
  return {
    id: row.id,
    alert_type: row.alertType,
    other_reason: row.otherReason,
    created_at: row.createdAt.toISOString(),
    sender_name: row.senderName,
    sender_role: row.senderRole,
    ...(withEmail ? { sender_email: row.senderEmail } : {}),
  };
}

/**
 * Sends an alert. In one transaction: the alert, the live event to every recipient's open
 * streams (delivered at commit), their e-mails and texts as jobs, and the domain event.
 */
export async function sendAlert(deps: AppDeps, actor: EstateActor, body: z.output<typeof alertBody>): Promise<Alert> {
  // An account whose approval was withdrawn after signing in keeps its session, not its voice.
  if (!actor.isApproved) throw forbidden();
  await consume(deps.db, deps.clock, { key: `alert:${actor.id}`, ...ALERT_LIMIT }, ALERT_MSG.tooMany);
  const now = deps.clock.now();
  const senderName = `${actor.firstName} ${actor.lastName}`.trim();
  return deps.db.transaction(async (tx) => {
    const alert = await insertAlert(tx, {
      estateId: actor.estateId,
      senderId: actor.id,
      senderRole: actor.role,
      senderName,
      senderEmail: actor.email,
      alertType: body.alert_type,
      otherReason: body.other_reason,
      createdAt: now,
    });
    const recipients = await alertRecipients(tx, actor.estateId, RECIPIENT_ROLES[actor.role], actor.id);
    const estate = await estateName(tx, actor.estateId);
    await publishLive(
      tx,
      recipients.map((r) => r.id),
      { type: 'alert', data: { ...toAlert(alert, false), estate_name: estate } },
    );
    for (const r of recipients)
      await deps.mail.enqueue(tx, alertEmail(r, alert, estate, deps.config.PUBLIC_URL, ALERTS_SCREEN[r.role]));
    const phones = recipients.flatMap((r) => (r.phoneNumber ? [r.phoneNumber] : []));
    await enqueueSms(deps.jobs, tx, phones, alertSms(alert, estate));
    await emit(tx, {
      type: 'alert.sent',
      estateId: actor.estateId,
      actorId: actor.id,
      subjectId: alert.id,
      at: now.toISOString(),
      data: { alertType: alert.alertType, otherReason: alert.otherReason, senderName, senderRole: actor.role },
    });
    return toAlert(alert, actor.role === 'admin');
  });
}

/**
 * The alert history: a resident sees their own; the admin sees the estate's with the senders'
 * e-mails; a guard, who receives them, sees the estate's without e-mails.
 */
export async function alertsPage(
  deps: AppDeps,
  actor: EstateActor,
  query: z.output<typeof alertsQuery>,
): Promise<AlertsPage> {
  if (!actor.isApproved) throw forbidden();
  const scope =
    actor.role === 'resident' ? { estateId: actor.estateId, senderId: actor.id } : { estateId: actor.estateId };
  const { rows, count } = await listAlerts(deps.db, scope, query);
  return { count, results: rows.map((r) => toAlert(r, actor.role === 'admin')) };
}
