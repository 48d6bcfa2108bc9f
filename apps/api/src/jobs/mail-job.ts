import { z } from 'zod';
import type { Db } from '../db/client';
import type { MailMessage, Transport } from '../lib/mailer';
import type { JobRunner } from './job-runner';

/** `deps.mail`: a message becomes a 'mail' job in the caller's transaction, sent after it commits. */
export type MailQueue = { enqueue(tx: Db, message: MailMessage): Promise<void> };

const mailPayload = z.object({ to: z.string(), subject: z.string(), text: z.string() });

export function mailQueue(runner: JobRunner): MailQueue {
  return {
    enqueue: (tx, message) => runner.enqueue(tx, { kind: 'mail', payload: mailPayload.parse(message) }),
  };
}

/** Sends 'mail' jobs through the transport; a failure is retried by the runner with backoff. */
export function handleMailJobs(runner: JobRunner, transport: Transport) {
  runner.handle('mail', async (payload, { jobId }) => {
    await transport.send({ ...mailPayload.parse(payload), id: jobId });
  });
}
