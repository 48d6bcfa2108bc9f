import { DUE_MSG, type Due, dueBody, isoDate, lagosDay } from '@estatehub/shared';
import type { z } from 'zod';

/** Today as YYYY-MM-DD in Africa/Lagos: the server judges "past" by the estate's day, not the browser's. */
export const lagosToday = () => lagosDay(new Date());

/**
 * The add/edit form: the server's own rules (title, naira amount in steps of 0.01, a real date,
 * optional description), and a date not before today, except that an existing due may keep the
 * date it has (one that has fallen overdue can still be corrected), as the server allows.
 */
export function dueFormSchema(keptDate: string | null, today: string) {
  // On the field (not the object), so it shows together with the other fields' messages.
  return dueBody.extend({
    due_date: isoDate().refine((v) => v === keptDate || v >= today, DUE_MSG.pastDate),
  });
}

/** The earliest day the date picker offers. */
export function earliestDueDate(keptDate: string | null, today: string): string {
  return keptDate !== null && keptDate < today ? keptDate : today;
}

export type DueFormInput = z.input<typeof dueBody>;
export type DueFormValues = z.output<typeof dueBody>;

export const DUE_FORM_FIELDS = ['title', 'amount', 'description', 'due_date'] as const;

/** The form's starting values: empty for a new due, the due's own for an edit. */
export function dueFormDefaults(due: Due | null): DueFormInput {
  if (!due) return { title: '', amount: '', description: '', due_date: '' };
  return { title: due.title, amount: String(due.amount), description: due.description, due_date: dueDay(due) };
}

/** The due's date as a calendar day, whether the answer gives a day or a timestamp. */
export const dueDay = (due: Due) => due.due_date.slice(0, 10);
