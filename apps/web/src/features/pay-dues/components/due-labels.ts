import { DUE_DISPLAY_LABELS, type Due } from '@estatehub/shared';
import { formatDate, formatNaira } from '../../../lib/format';

/** A due date (YYYY-MM-DD) read as that calendar day wherever the browser is. */
export const formatDueDate = (day: string) => formatDate(`${day}T00:00:00`);

export const DISPLAY_TONE = { overdue: 'danger', due_soon: 'warning', active: 'info' } as const;
export const displayLabel = (due: Due) => DUE_DISPLAY_LABELS[due.display_status];

/** A pending payment is being reviewed: another upload for the due waits until the admin decides. */
export const awaitingReview = (due: Due) => due.latest_payment_status === 'pending';

/** The due select's option text. */
export function dueOptionLabel(due: Due): string {
  const base = `${due.title} (${formatNaira(due.amount)}, due ${formatDueDate(due.due_date)})`;
  return awaitingReview(due) ? `${base} awaiting review` : base;
}
