import type { GateChecksPage } from '@estatehub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How many of the guard's own checks the screen lists under the result. */
export const RECENT_CHECKS = 10;

export const gateCheckKeys = {
  all: ['gate-checks'] as const,
  recent: () => ['gate-checks', 'recent'] as const,
};

/** GET /api/visitor-codes/checks/?page_size=10 : the signed-in guard's latest checks, newest first. */
export function getRecentChecks(): Promise<GateChecksPage> {
  return api.get<GateChecksPage>('/api/visitor-codes/checks/', { query: { page_size: RECENT_CHECKS } });
}

export const recentChecksQuery = () => queryOptions({ queryKey: gateCheckKeys.recent(), queryFn: getRecentChecks });

export function useRecentChecks() {
  return useQuery(recentChecksQuery());
}
