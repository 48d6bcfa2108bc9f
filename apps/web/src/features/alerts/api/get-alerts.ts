import { ALERTS_PAGE_SIZE, type AlertsPage } from '@estatehub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const alertKeys = {
  all: ['alerts'] as const,
  page: (page: number) => ['alerts', 'list', page] as const,
};

/** GET /api/alert/ : a resident's own alerts, or the estate's for an admin (with e-mails); newest first. */
export function getAlerts(page: number): Promise<AlertsPage> {
  return api.get<AlertsPage>('/api/alert/', { query: { page, page_size: ALERTS_PAGE_SIZE } });
}

export const alertsQuery = (page: number) =>
  queryOptions({ queryKey: alertKeys.page(page), queryFn: () => getAlerts(page), placeholderData: keepPreviousData });

export function useAlerts(page: number) {
  return useQuery(alertsQuery(page));
}
