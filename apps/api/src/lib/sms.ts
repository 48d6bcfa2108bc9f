import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { JobRunner } from '../jobs/job-runner';

/** One text to up to SMS_BATCH numbers (11-digit Nigerian numbers as stored). */
export type SmsMessage = { to: string[]; text: string };
export type SmsTransport = { send(message: SmsMessage, id: number): Promise<void>; describe: string };

/** Both providers take at most 100 numbers per request. */
export const SMS_BATCH = 100;
const TIMEOUT_MS = 15_000;

/** 08031234567 becomes 2348031234567 (the providers' international form, without the plus). */
export const internationalNumber = (phone: string) => (phone.startsWith('0') ? `234${phone.slice(1)}` : phone);

/** Fails the attempt (the job is retried) on any answer but success; never includes the key. */
async function post(url: string, init: RequestInit, provider: string): Promise<void> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${provider} answered ${res.status}`);
  await res.arrayBuffer();
}

/** Termii: POST /api/sms/send with the key in the JSON body. */
export function termiiTransport(baseUrl: string, apiKey: string, from: string): SmsTransport {
  return {
    describe: `Termii ${new URL(baseUrl).host}`,
    async send(m) {
      const to = m.to.map(internationalNumber);
      const body = {
        api_key: apiKey,
        to: to.length === 1 ? to[0] : to,
        from,
        sms: m.text,
        type: 'plain',
        channel: 'generic',
      };
      await post(
        new URL('/api/sms/send', baseUrl).toString(),
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        'Termii',
      );
    },
  };
}

/** Africa's Talking: POST /version1/messaging, form-encoded, the key in the apiKey header. */
export function africasTalkingTransport(
  baseUrl: string,
  username: string,
  apiKey: string,
  from?: string,
): SmsTransport {
  return {
    describe: `Africa's Talking ${new URL(baseUrl).host}`,
    async send(m) {
      const form = new URLSearchParams({
        username,
        to: m.to.map((p) => `+${internationalNumber(p)}`).join(','),
        message: m.text,
      });
      if (from) form.set('from', from);
      await post(
        new URL('/version1/messaging', baseUrl).toString(),
        {
          method: 'POST',
          headers: { apiKey, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        },
        "Africa's Talking",
      );
    },
  };
}

/** Without a provider each text is written to DATA_DIR/outbox and printed, like e-mail. */
export function smsOutboxTransport(dir: string, log: (text: string) => void): SmsTransport {
  return {
    describe: `local outbox ${dir}`,
    async send(m, id) {
      await fs.mkdir(dir, { recursive: true });
      const body = `SMS to: ${m.to.join(', ')}\n\n${m.text}\n`;
      await fs.writeFile(path.join(dir, `sms-${String(id).padStart(6, '0')}.txt`), body);
      log(`\n----- SMS -----\n${body}-----`);
    },
  };
}

/** The transport the configuration names; a provider without its keys falls back to the outbox. */
export function smsTransport(config: Config, log: (text: string) => void = console.log): SmsTransport {
  if (config.SMS_PROVIDER === 'termii' && config.TERMII_API_KEY)
    return termiiTransport(config.TERMII_BASE_URL, config.TERMII_API_KEY, config.TERMII_SENDER_ID);
  if (config.SMS_PROVIDER === 'africastalking' && config.AFRICASTALKING_USERNAME && config.AFRICASTALKING_API_KEY)
    return africasTalkingTransport(
      config.AFRICASTALKING_BASE_URL,
      config.AFRICASTALKING_USERNAME,
      config.AFRICASTALKING_API_KEY,
      config.AFRICASTALKING_SENDER_ID,
    );
  return smsOutboxTransport(path.join(config.dataDir, 'outbox'), log);
}

const smsPayload = z.object({ to: z.array(z.string()).min(1).max(SMS_BATCH), text: z.string().min(1) });

/** Queues texts to `phones` as 'sms' jobs (a batch each) in the caller's transaction. */
export async function enqueueSms(runner: JobRunner, tx: Db, phones: string[], text: string): Promise<void> {
  const to = [...new Set(phones)];
  for (let i = 0; i < to.length; i += SMS_BATCH)
    await runner.enqueue(tx, { kind: 'sms', payload: smsPayload.parse({ to: to.slice(i, i + SMS_BATCH), text }) });
}

/** Sends 'sms' jobs through the transport; a failure is retried by the runner with backoff. */
export function handleSmsJobs(runner: JobRunner, transport: SmsTransport): void {
  runner.handle('sms', async (payload, { jobId }) => transport.send(smsPayload.parse(payload), jobId));
}
