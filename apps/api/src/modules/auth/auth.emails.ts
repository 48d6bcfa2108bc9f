import type { MailMessage } from '../../lib/mailer';

const minutes = 15;

export function verificationEmail(to: string, firstName: string, code: string): MailMessage {
  return {
    to,
    subject: `Your EstateHub verification code: ${code}`,
    text: [
      `Hello ${firstName || 'there'},`,
      '',
      `Your EstateHub verification code is ${code}.`,
      `Enter it on the Verify Email screen. It expires in ${minutes} minutes.`,
      '',
      'After you verify, your estate admin approves your account and you can sign in.',
      'If you did not register, you can ignore this e-mail.',
    ].join('\n'),
  };
}

export function passwordResetEmail(to: string, code: string, publicUrl: string): MailMessage {
  const link = `${publicUrl}/reset-password?email=${encodeURIComponent(to)}`;
  return {
    to,
    subject: `Your EstateHub password reset code: ${code}`,
    text: [
      `Your EstateHub password reset code is ${code}.`,
      `Enter it at ${link}. It expires in ${minutes} minutes.`,
      '',
      'If you did not ask to reset your password, you can ignore this e-mail; your password stays as it is.',
    ].join('\n'),
  };
}
