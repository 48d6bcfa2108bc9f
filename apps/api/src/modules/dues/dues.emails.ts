import type { MailMessage } from '../../lib/mailer';
import { formatNaira } from '../../lib/naira';
import type { ReminderKind, ReminderRecipient } from './dues.queries';

// The due date is a calendar day, not an instant: formatted as the day itself.
const dayFormat = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** When the reminder comes: pressed by the admin, three days ahead, or on the day. */
export type ReminderOccasion = 'manual' | ReminderKind;

/** The reminder a resident gets for a due they have not paid, with the way to pay it. */
export function dueReminderEmail(r: ReminderRecipient, occasion: ReminderOccasion, publicUrl: string): MailMessage {
  const amount = formatNaira(r.amountKobo);
  const date = formatDay(r.dueDate);
  const when = occasion === 'on' ? 'today' : `on ${date}`;
  return {
    to: r.email,
    subject: occasion === 'on' ? `${r.title} is due today` : `Reminder: ${r.title} is due on ${date}`,
    text: [
      `Hello ${r.firstName || 'there'},`,
      '',
      `This is a reminder from ${r.estateName} that "${r.title}" (${amount}) is due ${when}.`,
      'Our records show no approved payment of it from you yet. If you have already paid and uploaded your evidence, the estate will confirm it soon.',
      '',
      `Pay and upload your evidence here: ${publicUrl}/resident/pay-dues`,
      '',
      `Due date: ${date}`,
      `Amount: ${amount}`,
    ].join('\n'),
  };
}
