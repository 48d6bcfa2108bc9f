import type { contactSupportBody } from '@estatehub/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { consume } from '../../lib/rate-limit';
import { insertSupportRequest } from './support.queries';

type Input = z.output<typeof contactSupportBody>;

/** Stores the request, then e-mails support and a copy to the sender. */
export async function submitSupportRequest(deps: AppDeps, input: Input, userId: number | null, ip: string) {
  const { db, clock, config } = deps;
  // The form sends mail to an address the sender chooses: keep it from becoming a spam relay.
  await consume(db, clock, { key: `support:ip:${ip}`, max: 5, windowSeconds: 3600 });
  await db.transaction(async (tx) => {
    const id = await insertSupportRequest(tx, {
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      userId,
    });
    const ref = `#${id}`;
    await deps.mail.enqueue(tx, {
      to: config.SUPPORT_EMAIL,
      subject: `[Support ${ref}] ${input.subject}`,
      text: `From: ${input.name || '(no name)'} <${input.email}>\n\n${input.message}`,
    });
    await deps.mail.enqueue(tx, {
      to: input.email,
      subject: `We received your message (${ref})`,
      text: [
        `Hello ${input.name || 'there'},`,
        '',
        `Thank you for contacting EstateHub support. Your request ${ref} has been received and we reply within 24 hours.`,
        '',
        `Subject: ${input.subject}`,
        '',
        input.message,
      ].join('\n'),
    });
  });
}
