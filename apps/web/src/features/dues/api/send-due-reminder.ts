import { DUE_MSG, type reminderResult } from '@estatehub/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, isApiError } from '../../../lib/api-client';
import { errorData, messageOr } from '../../../lib/error-text';

export type ReminderResult = z.infer<typeof reminderResult>;

export const REMINDER_FAILED = 'Failed to send reminder';

/**
 * POST /api/dues/{id}/remind/ : e-mails every approved resident whose latest payment for the due
 * is not approved; `{detail, reminded}`. At most once per due per 24 hours: 429 `{detail, retry_after}`.
 */
export function sendDueReminder(id: number) {
  return api.post<ReminderResult>(`/api/dues/${id}/remind/`);
}

/** Changes nothing any list shows, so no cache to refresh. */
export function useSendDueReminder() {
  return useMutation({ mutationFn: sendDueReminder });
}

/** The server's own words ("Reminder sent to N residents.", or why nobody needed one), else the count. */
export function reminderSuccess({ reminded, detail }: ReminderResult): string {
  if (detail) return detail;
  if (reminded === 0) return DUE_MSG.nobodyToRemind;
  return `Reminder sent to ${reminded.toLocaleString('en-NG')} ${reminded === 1 ? 'resident' : 'residents'}.`;
}

/** How long until the next reminder may go, from a 429's `retry_after` seconds. */
export function waitText(seconds: number): string {
  if (seconds >= 3600) {
    const hours = Math.ceil(seconds / 3600);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The server's reason, and for the 24-hour limit when the next one may be sent. */
export function reminderFailure(error: unknown): string {
  const text = messageOr(error, REMINDER_FAILED);
  const retryAfter = errorData(error)?.retry_after;
  if (isApiError(error) && error.status === 429 && typeof retryAfter === 'number' && retryAfter > 0)
    return `${text} You can send the next one in ${waitText(retryAfter)}.`;
  return text;
}
