import {
  type CancelAnswer,
  type CheckoutAnswer,
  SUBSCRIPTION_CHARGES_PAGE_SIZE,
  type SubscriptionChargesPage,
  type SubscriptionPlan,
  type SubscriptionStatus,
} from '@estatehub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export const subscriptionKeys = {
  all: ['subscription'] as const,
  plans: ['subscription', 'plans'] as const,
  status: ['subscription', 'status'] as const,
  charges: ['subscription', 'charges'] as const,
};

/** GET /api/subscription/plans/ (public): six plans, monthly before yearly. */
export function getPlans(): Promise<SubscriptionPlan[]> {
  return api.get<SubscriptionPlan[]>('/api/subscription/plans/');
}

/** GET /api/subscription/status/ (signed in): the caller's own subscription and the estate's cover. */
export function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  return api.get<SubscriptionStatus>('/api/subscription/status/');
}

/** POST /api/subscription/checkout/: 201 with what the popup (or the sandbox dialog) needs. */
export function startCheckout(planId: number): Promise<CheckoutAnswer> {
  return api.post<CheckoutAnswer>('/api/subscription/checkout/', { plan_id: planId });
}

/** POST /api/subscription/verify/: 200 once the payment is confirmed and applied; 400 when it is not. */
export function verifyPayment(reference: string): Promise<SubscriptionStatus> {
  return api.post<SubscriptionStatus>('/api/subscription/verify/', { reference });
}

/** POST /api/subscription/cancel/: `message`, and `warning` where there is one; 404/403 `{detail}`. */
export function cancelSubscription(): Promise<CancelAnswer> {
  return api.post<CancelAnswer>('/api/subscription/cancel/', {});
}

export const plansQuery = queryOptions({ queryKey: subscriptionKeys.plans, queryFn: getPlans, staleTime: 300_000 });

export function usePlans() {
  return useQuery(plansQuery);
}

export function useSubscriptionStatus(enabled: boolean) {
  return useQuery({ queryKey: subscriptionKeys.status, queryFn: getSubscriptionStatus, enabled });
}

/** GET /api/subscription/charges/: one page (10) of the caller's own charges, newest first. */
export function getCharges(page: number): Promise<SubscriptionChargesPage> {
  return api.get<SubscriptionChargesPage>('/api/subscription/charges/', {
    query: { page, page_size: SUBSCRIPTION_CHARGES_PAGE_SIZE },
  });
}

export function useCharges(page: number) {
  return useQuery({
    queryKey: [...subscriptionKeys.charges, page],
    queryFn: () => getCharges(page),
    placeholderData: keepPreviousData,
    // A 404 means the billing history is not served (yet): no retries.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}
