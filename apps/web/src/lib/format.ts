export const LOCALE = 'en-NG';

const naira = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });

/** Money in naira, no decimals: ₦15,000. */
export function formatNaira(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return naira.format(Number.isFinite(value) ? value : 0);
}

/** Plan amounts arrive in kobo (minor units). */
export function formatKobo(amount: number): string {
  return formatNaira(amount / 100);
}

export function formatDate(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(LOCALE, options ?? { day: 'numeric', month: 'short', year: 'numeric' });
}

export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Today's date for the layout header, e.g. "Saturday, 21 November 2026". */
export function formatToday(now = new Date()): string {
  return now.toLocaleDateString(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}
