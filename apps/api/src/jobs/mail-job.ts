import { z } from 'zod';
import type { Db } from '../db/client';
import type { FileStorage } from '../lib/file-storage';
import type { MailMessage, Transport } from '../lib/mailer';
import type { JobRunner } from './job-runner';

/** `deps.mail`: a message becomes a 'mail' job in the caller's transaction, sent after it commits. */
export type MailQueue = { enqueue(tx: Db, message: MailMessage): Promise<void> };

const mailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), storageKey: z.string() })).optional(),
});

export function mailQueue(runner: JobRunner): MailQueue {
  return {
    enqueue: (tx, message) => runner.enqueue(tx, { kind: 'mail', payload: mailPayload.parse(message) }),
  };
}

/**
 * Sends 'mail' jobs through the transport; a failure is retried by the runner with backoff.
 * Attachments are read from storage at sending time; a file that is gone fails the job loudly.
 */
export function handleMailJobs(runner: JobRunner, transport: Transport, storage: FileStorage) {
  runner.handle('mail', async (payload, { jobId }) => {
    const { attachments, ...message } = mailPayload.parse(payload);
    const files = await Promise.all(
      (attachments ?? []).map(async ({ storageKey, ...a }) => {
        const content = await storage.read(storageKey);
        if (!content) throw new Error(`Attachment ${a.filename} is missing from storage`);
        return { ...a, content };
      }),
    );
    await transport.send({ ...message, id: jobId, ...(files.length > 0 ? { attachments: files } : {}) });
  });
}
