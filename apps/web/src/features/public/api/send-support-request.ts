import { MSG } from '@estatehub/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const SUPPORT_CATEGORIES = [
  { value: 'billing', label: 'Billing', description: 'Payments, plans and invoices' },
  { value: 'technical', label: 'Technical', description: 'Errors, bugs and access problems' },
  { value: 'account', label: 'Account', description: 'Sign in, approval and profile' },
  { value: 'general', label: 'General', description: 'Anything else' },
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number]['value'];

export const SUPPORT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

export const SUPPORT_ERROR = 'There was an error sending your message. Please try again.';

export const supportFormSchema = z.object({
  category: z.enum(['billing', 'technical', 'account', 'general']),
  priority: z.enum(SUPPORT_PRIORITIES),
  name: z.string().trim().max(150),
  email: z.string().trim().min(1, MSG.required).pipe(z.email(MSG.invalidEmail)),
  phone: z.string().trim().max(20),
  subject: z.string().trim().min(1, MSG.required).max(200),
  message: z.string().trim().min(1, MSG.required).max(5000),
});
export type SupportForm = z.infer<typeof supportFormSchema>;

/** The body the endpoint takes: category, priority and phone travel inside the message text. */
export function toSupportRequest(form: SupportForm) {
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
