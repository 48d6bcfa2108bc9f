import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { startSmtpListener } from './smtp-listener';

/** Speaks SMTP up to the start of a message's data, then resets the connection. */
async function dropMidMessage(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let buffer = '';
  socket.on('data', (d) => {
    buffer += d.toString();
  });
  const reply = async (code: string) => {
    await expect.poll(() => buffer.split('\r\n').some((l) => l.startsWith(`${code} `))).toBe(true);
    buffer = '';
  };
  await reply('220');
  for (const [line, code] of [
    ['EHLO test', '250'],
    ['MAIL FROM:<app@example.ng>', '250'],
    ['RCPT TO:<someone@example.ng>', '250'],
    ['DATA', '354'],
  ] as const) {
    socket.write(`${line}\r\n`);
    await reply(code);
  }
  socket.resetAndDestroy();
}

describe('the test SMTP listener', () => {
  it('survives a client that drops in the middle of a delivery, and keeps the error', async () => {
    const smtp = await startSmtpListener();
    try {
      await dropMidMessage(Number(new URL(smtp.url).port));
      await expect.poll(() => smtp.errors.map((e) => (e as { code?: string }).code)).toEqual(['ECONNRESET']);
    } finally {
      await smtp.close();
    }
  });
});
