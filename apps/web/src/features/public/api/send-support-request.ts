import {
  SUPPORT_CATEGORIES as CATEGORY_VALUES,
  type ContactSupportBody,
  contactSupportBody,
  SUPPORT_PRIORITIES,
} from '@estatehub/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export type SupportCategory = (typeof CATEGORY_VALUES)[number];
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];
export { SUPPORT_PRIORITIES };

/** The screen's words for the shared categories. */
export const SUPPORT_CATEGORIES: readonly { value: SupportCategory; label: string; description: string }[] = [
  { value: 'billing', label: 'Billing', description: 'Payments, plans and invoices' },
  { value: 'technical', label: 'Technical', description: 'Errors, bugs and access problems' },
  { value: 'account', label: 'Account', description: 'Sign in, approval and profile' },
  { value: 'general', label: 'General', description: 'Anything else' },
];

export const SUPPORT_ERROR = 'There was an error sending your message. Please try again.';

/** The shared contact rules, plus what the screen folds into the message: category, priority, phone. */
export const supportFormSchema = contactSupportBody.extend({
  category: z.enum(CATEGORY_VALUES),
  priority: z.enum(SUPPORT_PRIORITIES),
  phone: z.string().trim().max(20),
});
export type SupportForm = z.input<typeof supportFormSchema>;

/** The body the endpoint takes: category, priority and phone travel inside the message text. */
export function toSupportRequest(form: SupportForm): ContactSupportBody {
  const lines = [
    `Category: ${form.category}`,
    `Priority: ${form.priority}`,
    `Phone: ${form.phone || 'Not provided'}`,
    '',
    form.message,
  ];
  return { name: form.name, email: form.email, subject: form.subject, message: lines.join('\n') };
}

/** POST /api/contact-support/: 200 or 201 is success (anything else throws). */
export function sendSupportRequest(form: SupportForm) {
  return api.post<unknown>('/api/contact-support/', toSupportRequest(form));
}

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
