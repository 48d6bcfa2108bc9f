import { DUE_DISPLAY_LABELS, type DueDisplayStatus } from '@estatehub/shared';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';

/** A due's calendar day (YYYY-MM-DD), read as that day wherever the browser is. */
export function formatDueDate(day: string): string {
  return formatDate(`${day.slice(0, 10)}T00:00:00Z`, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const DAY_MS = 86_400_000;

/** "Due today", "Due in 3 days", "5 days overdue": the same day count the display status comes from. */
export function dueDistance(day: string, today: string): string {
  const days = Math.round((Date.parse(`${day.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  if (!Number.isFinite(days)) return '';
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days > 0) return `Due in ${days} days`;
  return days === -1 ? '1 day overdue' : `${-days} days overdue`;
}

const TONES: Record<DueDisplayStatus, 'danger' | 'warning' | 'success'> = {
  overdue: 'danger',
  due_soon: 'warning',
  active: 'success',
};

/** Overdue, Due Soon or Active, as the server derived it from the due date and today in Lagos. */
export function DueStatusBadge({ status }: { status: DueDisplayStatus }) {
  return <Badge tone={TONES[status]}>{DUE_DISPLAY_LABELS[status]}</Badge>;
}
