import type { MailMessage } from '../../lib/mailer';

const lagosTime = new Intl.DateTimeFormat('en-NG', {
  hour: 'numeric',
  minute: '2-digit',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

export function visitorArrivedEmail(m: {
  to: string;
  hostName: string;
  visitorName: string;
  purpose: string;
  guardName: string;
  at: Date;
}): MailMessage {
  return {
    to: m.to,
    subject: `Your visitor ${m.visitorName} has arrived`,
    text: [
      `Hello ${m.hostName},`,
      '',
      `Your visitor ${m.visitorName} (${m.purpose}) has arrived.`,
      `They were let in at ${lagosTime.format(m.at)} (Lagos time) by ${m.guardName}.`,
    ].join('\n'),
  };
}
