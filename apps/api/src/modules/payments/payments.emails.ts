import type { MailMessage } from '../../lib/mailer';
import { formatNaira } from '../../lib/naira';

type Decided = { to: string; paymentId: number; payerName: string; dueTitle: string; amountKobo: number };

export function paymentApprovedEmail(
  m: Decided & { receiptNumber: string; receiptKey: string; publicUrl: string },
): MailMessage {
  return {
    to: m.to,
    subject: 'Your payment was approved',
    text: [
      `Hello ${m.payerName},`,
      '',
      `Your payment of ${formatNaira(m.amountKobo)} for "${m.dueTitle}" was approved.`,
      `Your receipt ${m.receiptNumber} is attached. You can also find it on the Pay Dues page:`,
      `${m.publicUrl}/resident/pay-dues`,
    ].join('\n'),
    attachments: [{ filename: `receipt-${m.paymentId}.pdf`, contentType: 'application/pdf', storageKey: m.receiptKey }],
  };
}

export function paymentRejectedEmail(m: Decided & { reason: string; publicUrl: string }): MailMessage {
  return {
    to: m.to,
    subject: 'Your payment was rejected',
    text: [
      `Hello ${m.payerName},`,
      '',
      `Your payment of ${formatNaira(m.amountKobo)} for "${m.dueTitle}" was rejected.`,
      m.reason ? `The reason given: ${m.reason}` : 'No reason was given.',
      '',
      'You can upload new evidence on the Pay Dues page, or ask your estate admin:',
      `${m.publicUrl}/resident/pay-dues`,
    ].join('\n'),
  };
}
