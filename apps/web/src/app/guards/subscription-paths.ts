/**
 * Paths a user with an inactive subscription may still open: the renew screens, and (safety
 * first, decision 018) the emergency alerts and the gate, which never wait on a payment.
 */
export const SUBSCRIPTION_PATHS = [
  '/user-subscription',
  '/subscription-required',
  '/admin/subscription',
  '/admin/alerts',
  '/resident/alerts',
  '/security/verify-visitor',
] as const;

export function isSubscriptionPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return SUBSCRIPTION_PATHS.some((allowed) => path === allowed);
}
