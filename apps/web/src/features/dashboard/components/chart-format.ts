import { LOCALE } from '../../../lib/format';

const compactNaira = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'NGN',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** An axis tick in naira, short enough for a phone: ₦150K. */
export function formatNairaShort(amount: number): string {
  return compactNaira.format(amount);
}

/** A whole count as people read it: 1,204. */
export function formatCount(n: number): string {
  return n.toLocaleString(LOCALE);
}

// Noon UTC is the same calendar day in every time zone a browser may be in.
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** `YYYY-MM` on an axis (Dec 25) or in full (December 2025). */
export function monthLabel(month: string, style: 'axis' | 'full'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'axis' ? { month: 'short', year: '2-digit' } : { month: 'long', year: 'numeric' };
  return noon(`${month}-01`).toLocaleDateString(LOCALE, { ...options, timeZone: 'UTC' });
}

/** `YYYY-MM-DD` on an axis (12 Nov) or in full (Thu, 12 Nov 2026). */
export function dayLabel(day: string, style: 'axis' | 'full'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'axis'
      ? { day: 'numeric', month: 'short' }
      : { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
  return noon(day).toLocaleDateString(LOCALE, { ...options, timeZone: 'UTC' });
}
