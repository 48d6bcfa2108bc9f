const dateFmt = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});
/** A day as people in the estate read it: "24 December 2026" (en-NG, Africa/Lagos). */
export const longDate = (d: Date) => dateFmt.format(d);
