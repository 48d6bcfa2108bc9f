import { SUBSCRIPTION_POLL, type SubscriptionStatus } from '@estatehub/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getSubscriptionStatus } from './subscription-api';

export type PollOutcome = 'active' | 'timeout';

/** The payment has reached the account: active, with a plan, and the access rule agrees. */
export function isPaidUp(status: SubscriptionStatus): boolean {
  return status.status === 'active' && status.plan !== null && status.subscription_active;
}

/**
 * After a payment: check the status (spec part 2 section 9: first after 2 s, then every 3 s, at
 * most 10 times) until it is active. Timers stop when the page unmounts.
 */
export function usePaymentPolling(onDone: (outcome: PollOutcome, status: SubscriptionStatus | null) => void) {
  const [polling, setPolling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const start = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setPolling(true);
    let attempt = 0;
    let last: SubscriptionStatus | null = null;
    const check = async () => {
      attempt += 1;
      try {
        last = await getSubscriptionStatus();
      } catch {
        // A failed check counts as a miss; the next one may succeed.
      }
      if (!alive.current) return;
      if (last && isPaidUp(last)) {
        setPolling(false);
        done.current('active', last);
      } else if (attempt >= SUBSCRIPTION_POLL.attempts) {
        setPolling(false);
        done.current('timeout', last);
      } else {
        timer.current = setTimeout(check, SUBSCRIPTION_POLL.everyMs);
      }
    };
    timer.current = setTimeout(check, SUBSCRIPTION_POLL.firstAfterMs);
  }, []);

  return { polling, start };
}
