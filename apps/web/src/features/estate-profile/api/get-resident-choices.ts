import type { ResidentRow, ResidentsPage } from '@estatehub/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/residents/?status=approved&page_size=100&search= : the people a leader can be chosen from. */
export async function getResidentChoices(search: string): Promise<ResidentRow[]> {
  const page = await api.get<ResidentsPage>('/api/admin/residents/', {
    query: { status: 'approved', page_size: 100, search: search || undefined },
  });
  return page.results;
}

export function useResidentChoices(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['residents', 'choices', search],
    queryFn: () => getResidentChoices(search),
    enabled,
    placeholderData: keepPreviousData,
  });
}
