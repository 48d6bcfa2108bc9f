import type { MailMessage } from '../../lib/mailer';

export function approvedEmail(to: string, firstName: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Your EstateHub account is approved',
    text: [
      `Hello ${firstName},`,
      '',
      'Your estate admin has approved your account. You can now sign in:',
      `${publicUrl}/login`,
    ].join('\n'),
  };
}
