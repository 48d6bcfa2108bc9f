import type { AppDeps } from '../../deps';
import type { Actor } from '../../plugins/access';
import { isSubscriptionActive } from './subscriptions.queries';

/** Whether the user is covered now: by their own plan or, for residents and guards, their estate admin's. */
export function subscriptionActive(deps: AppDeps, user: Actor): Promise<boolean> {
  return isSubscriptionActive(deps.db, user, deps.clock.now());
}
