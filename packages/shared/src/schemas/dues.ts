import { z } from 'zod';
import { MSG } from '../messages';
import { optionalText, paged, pageQuery, searchParam, text } from './fields';
import { nairaAmount } from './money';

/** Messages of the dues screens (spec part 2 section 8) and the server's own. */
export const DUE_MSG = {
  createFailed: 'Failed to create due',
  updateFailed: 'Failed to update due',
  created: 'Due created successfully',
  updated: 'Due updated successfully',
  deleted: 'Due deleted successfully',
  deleteFailed: 'Failed to delete due',
  noDues: 'No dues found.',
  noMatch: 'No dues match your criteria.',
  date: 'Enter a valid date.',
  pastDate: 'The due date cannot be in the past.',
  reminderTooSoon: 'A reminder for this due was sent less than 24 hours ago.',
  nobodyToRemind: 'Every resident has paid this due, so nobody needed a reminder.',
} as const;

/** Derived from due_date against today in Africa/Lagos (spec part 2 section 4). */
export const DUE_DISPLAY_STATUSES = ['overdue', 'due_soon', 'active'] as const;
export type DueDisplayStatus = (typeof DUE_DISPLAY_STATUSES)[number];
export const DUE_DISPLAY_LABELS: Record<DueDisplayStatus, string> = {
  overdue: 'Overdue',
  due_soon: 'Due Soon',
  active: 'Active',
};
/** Due Soon: 0 to 7 days ahead. */
export const DUE_SOON_DAYS = 7;

const lagosDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The calendar day (YYYY-MM-DD) in Africa/Lagos at that instant: "today" for every dues rule. */
export const lagosDay = (at: Date): string => lagosDayFormat.format(at);
/** The first instant of a YYYY-MM-DD day in Africa/Lagos (UTC+1 all year, no daylight saving). */
export const lagosMidnight = (day: string): Date => new Date(`${day}T00:00:00+01:00`);
/** A YYYY-MM month moved by whole months. */
export function addMonthsToMonth(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}
/** A YYYY-MM-DD day moved by whole days. */
export const addDaysToDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Overdue before today, Due Soon from today to seven days ahead, Active after (days as YYYY-MM-DD). */
export function dueDisplayStatus(dueDate: string, today: string): DueDisplayStatus {
  if (dueDate < today) return 'overdue';
  return dueDate <= addDaysToDay(today, DUE_SOON_DAYS) ? 'due_soon' : 'active';
}

export const PAYMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A calendar day, YYYY-MM-DD, that exists. */
export const isoDate = () =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? MSG.required : DUE_MSG.date) })
    .trim()
    .refine((v) => v !== '', MSG.required)
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      DUE_MSG.date,
    );

export const dueBody = z.object({
  title: text(200),
  amount: nairaAmount(),
  description: optionalText(2000, { multiline: true }),
  due_date: isoDate(),
});
export type DueBody = z.input<typeof dueBody>;

export const due = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Naira. */
  amount: z.number(),
  description: z.string(),
  due_date: z.string(),
  display_status: z.enum(DUE_DISPLAY_STATUSES),
  /** The asking resident's latest payment for this due; null when none (shown as Unpaid) and for staff. */
  latest_payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  created_at: z.string(),
});
export type Due = z.infer<typeof due>;

export const DUES_PAGE_SIZE = 10;

export const DUE_STATUS_FILTERS = ['all', ...DUE_DISPLAY_STATUSES] as const;
export const duesQuery = pageQuery(DUES_PAGE_SIZE, 100).extend({
  search: searchParam(),
  status: z.enum(DUE_STATUS_FILTERS).default('all'),
  /** `true`: only the dues the asking resident has not paid (latest payment not approved). */
  unpaid: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type DuesQuery = z.input<typeof duesQuery>;

const statusTotal = z.object({ count: z.number().int(), total: z.number() });
/** Count and naira total per display status, over the searched set (the status filter aside). */
export const duesSummary = z.object({ overdue: statusTotal, due_soon: statusTotal, active: statusTotal });
export const duesPage = paged(due).extend({ summary: duesSummary });
export type DuesPage = z.infer<typeof duesPage>;

/** Send Reminder's answer: how many residents were e-mailed. */
export const reminderResult = z.object({ detail: z.string(), reminded: z.number().int() });
