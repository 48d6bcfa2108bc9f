import { z } from 'zod';
import { email, optionalText, text } from './fields';

/** The contact form: e-mail, subject and message required; the message embeds category, priority, phone. */
export const contactSupportBody = z.object({
  name: optionalText(150),
  email: email(),
  subject: text(200),
  message: text(5000, { multiline: true }),
});
export type ContactSupportBody = z.input<typeof contactSupportBody>;

export const SUPPORT_CATEGORIES = ['billing', 'technical', 'account', 'general'] as const;
export const SUPPORT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
