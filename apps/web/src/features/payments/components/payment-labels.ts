import { LOCALE } from '../../../lib/format';

/** A YYYY-MM month as a person reads it: "November 2026". */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return new Date(Date.UTC(year, index - 1, 1)).toLocaleDateString(LOCALE, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Evidence that a browser can show in an <img>; anything else (a PDF) opens in a new tab. */
export const isImageEvidence = (type: string) => type.startsWith('image/');
