import fs from 'node:fs';
import path from 'node:path';

export type MailAttachment = { filename: string; contentType: string; size: number };
export type Mail = { to: string[]; subject: string; text: string; attachments?: MailAttachment[] };

function read(): Mail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (global setup did not run)');
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Mail);
}

/** Waits for the n-th message to an address, as a person waits for their e-mail. */
export async function waitForMail(to: string, nth = 1, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = read().filter((m) => m.to.includes(to.toLowerCase()));
    if (mine.length >= nth) return mine[nth - 1]!;
    if (Date.now() > deadline) throw new Error(`No e-mail #${nth} for ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function codeIn(mail: Mail): string {
  const m = mail.text.match(/\b(\d{6})\b/);
  if (!m) throw new Error(`No code in e-mail: ${mail.text}`);
  return m[1]!;
}
