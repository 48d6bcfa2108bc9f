import { z } from 'zod';
import { ALERT_TYPES } from '../enums';
import { ALERT_MSG } from '../messages';
import { optionalText, paged, pageQuery } from './fields';

/** Send Alert: a type, and a reason that is required only for "other". */
export const alertBody = z
  .object({
    alert_type: z.enum(ALERT_TYPES, { error: ALERT_MSG.selectType }),
    other_reason: optionalText(1000, { multiline: true }),
  })
  .superRefine((v, ctx) => {
    if (v.alert_type === 'other' && v.other_reason === '')
      ctx.addIssue({ code: 'custom', path: ['other_reason'], message: ALERT_MSG.reasonRequired });
  });
export type AlertBody = z.input<typeof alertBody>;

export const ALERT_SENDER_ROLES = ['admin', 'resident', 'security'] as const;

export const alert = z.object({
  id: z.number().int(),
  alert_type: z.enum(ALERT_TYPES),
  other_reason: z.string(),
  created_at: z.string(),
  sender_name: z.string(),
  sender_role: z.enum(ALERT_SENDER_ROLES),
  /** Only in an admin's answers. */
  sender_email: z.string().optional(),
});
export type Alert = z.infer<typeof alert>;

/** An `alert` event of the live stream: the alert and its estate's name. */
export const liveAlert = alert.extend({ estate_name: z.string() });
export type LiveAlert = z.infer<typeof liveAlert>;

export const ALERTS_PAGE_SIZE = 20;
export const alertsQuery = pageQuery(ALERTS_PAGE_SIZE, 100);
export type AlertsQuery = z.input<typeof alertsQuery>;
export const alertsPage = paged(alert);
export type AlertsPage = z.infer<typeof alertsPage>;

/** The sender as the admin list shows them: name, else e-mail, else 'Unknown'. */
export const alertSenderLabel = (a: Pick<Alert, 'sender_name' | 'sender_email'>): string =>
  a.sender_name.trim() || a.sender_email?.trim() || ALERT_MSG.unknownSender;
