import { ALERT_TYPE_LABELS } from '@estatehub/shared';
import type { MailMessage } from '../../lib/mailer';
import type { AlertRecipient, AlertRow } from './alerts.queries';

const timeFormat = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

const roleWord = { admin: 'estate management', resident: 'a resident', security: 'security' } as const;

/** One line that says what, who and when: the SMS, and the e-mail's first line. */
export function alertSummary(alert: AlertRow, estateName: string): string {
  const label = ALERT_TYPE_LABELS[alert.alertType];
  const who = alert.senderName || alert.senderEmail;
  const details = alert.otherReason ? ` ${alert.otherReason}` : '';
  return `EMERGENCY at ${estateName}: ${label} from ${who} (${roleWord[alert.senderRole]}), ${timeFormat.format(alert.createdAt)}.${details}`;
}

/** The text message; providers split long texts, so it is kept short. */
export const alertSms = (alert: AlertRow, estateName: string) => alertSummary(alert, estateName).slice(0, 300);

export function alertEmail(
  to: AlertRecipient,
  alert: AlertRow,
  estateName: string,
  publicUrl: string,
  link: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Emergency alert: ${ALERT_TYPE_LABELS[alert.alertType]} at ${estateName}`,
    text: [
      `Hello ${to.firstName || 'there'},`,
      '',
      alertSummary(alert, estateName),
      '',
      `See the estate's alerts: ${publicUrl}${link}`,
    ].join('\n'),
  };
}
