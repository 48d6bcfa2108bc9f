import type { Alert, AlertBody, AlertsPage } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { alertKeys } from './get-alerts';

/** POST /api/alert/ : 201 with the new alert; 400 `{field: [message]}`; 429 with a detail when sent too often. */
export function sendAlert(body: AlertBody) {
  return api.post<Alert>('/api/alert/', body);
}

/** On success the new alert goes at the top of the first page at once (spec part 2 section 4), then the list reloads. */
export function useSendAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAlert,
    onSuccess: (created) => {
      queryClient.setQueryData<AlertsPage>(alertKeys.page(1), (page) =>
        page ? { count: page.count + 1, results: [created, ...page.results.filter((a) => a.id !== created.id)] } : page,
      );
      return queryClient.invalidateQueries({ queryKey: alertKeys.all });
    },
  });
}
