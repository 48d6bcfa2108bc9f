import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedAttachment = { filename: string; contentType: string; content: Buffer };
export type ReceivedMail = { to: string[]; subject: string; text: string; attachments: ReceivedAttachment[] };

/** A real SMTP server on loopback that keeps what it receives, for tests to read. */
export async function startSmtpListener() {
  const received: ReceivedMail[] = [];
  let failNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (failNext > 0) {
          failNext--;
          return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
        }
        const parsed = await simpleParser(Buffer.concat(chunks));
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          attachments: parsed.attachments.map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType,
            content: a.content,
          })),
        });
        callback();
      });
    },
  });
  // A client that drops mid-message (a test closing its app, a transport timeout) is emitted
  // as 'error'; unhandled it would crash the worker. Kept for a test that wants to look.
  const errors: Error[] = [];
  server.on('error', (err) => errors.push(err));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    errors,
    /** The next n deliveries are refused with a temporary error. */
    failNextDeliveries(n: number) {
      failNext = n;
    },
    /** Waits for the n-th message to an address (1-based), as a recipient would. */
    async waitFor(to: string, nth = 1, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = received.filter((m) => m.to.includes(to.toLowerCase()));
        if (mine.length >= nth) return mine[nth - 1]!;
        if (Date.now() > deadline) throw new Error(`No e-mail #${nth} reached ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in a message's text. */
export function codeIn(mail: ReceivedMail): string {
  const match = mail.text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`No code in: ${mail.text}`);
  return match[1]!;
}
