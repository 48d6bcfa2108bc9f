import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A stored file to attach: the mail job reads it from storage when it sends, so jobs stay small. */
export type MailAttachment = { filename: string; contentType: string; storageKey: string };
export type MailMessage = { to: string; subject: string; text: string; attachments?: MailAttachment[] };
/** What a transport sends: the message with its attachments' bytes. */
export type OutgoingMail = Omit<MailMessage, 'attachments'> & {
  id: number;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};
export type Transport = { send(message: OutgoingMail): Promise<void>; describe: string };

/** Milliseconds; a relay that stops answering fails the attempt instead of holding it. */
export type SmtpTimeouts = { connectionTimeout: number; greetingTimeout: number; socketTimeout: number };
const DEFAULT_TIMEOUTS: SmtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Sends through the SMTP relay named by SMTP_URL. */
export function smtpTransport(url: string, from: string, timeouts: SmtpTimeouts = DEFAULT_TIMEOUTS): Transport {
  const transporter = nodemailer.createTransport({ url, ...timeouts });
  return {
    describe: `SMTP relay ${new URL(url).host}`,
    async send(m) {
      await transporter.sendMail({ from, to: m.to, subject: m.subject, text: m.text, attachments: m.attachments });
    },
  };
}

/**
 * With no relay configured, each message is written to DATA_DIR/outbox and printed, so someone
 * trying the app locally can read their codes. This is the only place codes may be logged.
 */
export function outboxTransport(dir: string, log: (text: string) => void): Transport {
  return {
    describe: `local outbox ${dir}`,
    async send(m) {
      await fs.mkdir(dir, { recursive: true });
      const files = (m.attachments ?? []).map((a) => `Attached: ${a.filename} (${a.content.length} bytes)\n`).join('');
      const body = `To: ${m.to}\nSubject: ${m.subject}\n\n${m.text}\n${files}`;
      await fs.writeFile(path.join(dir, `${String(m.id).padStart(6, '0')}.txt`), body);
      log(`\n----- e-mail to ${m.to} -----\n${body}-----`);
    },
  };
}
