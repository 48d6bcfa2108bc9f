import type { MailMessage } from '../../lib/mailer';

export function estateWelcomeEmail(estateName: string, to: string, code: string, publicUrl: string): MailMessage {
  const link = `${publicUrl}/reset-password?email=${encodeURIComponent(to)}`;
  return {
    to,
    subject: `Welcome to EstateHub: set your admin password for ${estateName}`,
    text: [
      `${estateName} is registered on EstateHub, with a 30-day free trial.`,
      '',
      `This address is the estate admin's sign-in. Your code to set the password is ${code}.`,
      `Open ${link}, enter the code and choose a password. The code expires in 15 minutes;`,
      'the same page can send a new one.',
    ].join('\n'),
  };
}
