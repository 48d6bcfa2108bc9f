/** Time source; tests pass their own to move past expiry times without waiting. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000);
export const addDays = (d: Date, days: number) => addSeconds(d, days * 86_400);
