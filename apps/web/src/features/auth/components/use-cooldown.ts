import { useCallback, useEffect, useState } from 'react';

/** Resend cooldown: seconds left, counting down once a second (spec: 60 s, or retry_after on a 429). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Seconds still to wait after a code sent at `sentAt` (epoch ms), or 0. */
export function cooldownLeftAfter(sentAt: number | undefined, now = Date.now()): number {
  if (sentAt === undefined) return 0;
  return Math.max(0, Math.ceil(RESEND_COOLDOWN_SECONDS - (now - sentAt) / 1000));
}

/** `initialSeconds` starts the countdown at once (a code was sent just before the screen opened). */
export function useCooldown(initialSeconds = 0) {
  const [secondsLeft, setSecondsLeft] = useState(() => Math.max(0, Math.ceil(initialSeconds)));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const start = useCallback((seconds: number = RESEND_COOLDOWN_SECONDS) => {
    setSecondsLeft(Math.max(0, Math.ceil(seconds)));
  }, []);

  return { secondsLeft, active: secondsLeft > 0, start };
}

/** retry_after from a 429 answer, else 60. */
export function retryAfterFrom(data: unknown): number {
  if (data && typeof data === 'object') {
    const value = Number((data as Record<string, unknown>).retry_after);
    if (Number.isFinite(value) && value > 0) return Math.ceil(value);
  }
  return RESEND_COOLDOWN_SECONDS;
}
