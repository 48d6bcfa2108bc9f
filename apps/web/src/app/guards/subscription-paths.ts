/** Paths a user with an inactive subscription may still open. */
export const SUBSCRIPTION_PATHS = ['/user-subscription', '/subscription-required', '/admin/subscription'] as const;

export function isSubscriptionPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return SUBSCRIPTION_PATHS.some((allowed) => path === allowed);
}
