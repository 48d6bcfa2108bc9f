/** Time source; tests pass their own to move past expiry times without waiting. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000);
export const addDays = (d: Date, days: number) => addSeconds(d, days * 86_400);

/** Calendar months in UTC; the 31st of a month lands on the last day of a shorter one. */
export function addMonths(d: Date, months: number): Date {
  const out = new Date(d);
  const day = out.getUTCDate();
  out.setUTCDate(1);
  out.setUTCMonth(out.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(out.getUTCFullYear(), out.getUTCMonth() + 1, 0)).getUTCDate();
  out.setUTCDate(Math.min(day, lastDay));
  return out;
}
