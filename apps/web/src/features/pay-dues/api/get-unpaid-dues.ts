import type { DuesPage } from '@estatehub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The most unpaid dues one call lists; the screen says so if there are ever more. */
export const UNPAID_DUES_LIMIT = 100;

/** Under the dues key, so anything that changes dues (or a new payment) refreshes this list too. */
export const unpaidDueKeys = { all: ['dues', 'unpaid'] as const };

/** GET /api/dues/?unpaid=true : the dues the signed-in resident has not paid (their latest payment is not approved). */
export function getUnpaidDues(): Promise<DuesPage> {
  return api.get<DuesPage>('/api/dues/', { query: { unpaid: 'true', page_size: UNPAID_DUES_LIMIT } });
}

export const unpaidDuesQuery = () => queryOptions({ queryKey: unpaidDueKeys.all, queryFn: getUnpaidDues });

export function useUnpaidDues() {
  return useQuery(unpaidDuesQuery());
}
