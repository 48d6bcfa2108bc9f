import type { EstateDetail } from '@estatehub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The estate's own key (the estate screens use the same), so one answer serves both. */
const estateKey = (id: string) => ['estate', id] as const;

/** GET /api/estates/{id}/ (members of that estate): read here for its bank accounts. */
export function getEstate(id: string): Promise<EstateDetail> {
  return api.get<EstateDetail>(`/api/estates/${encodeURIComponent(id)}/`);
}

export const estateQuery = (id: string) => queryOptions({ queryKey: estateKey(id), queryFn: () => getEstate(id) });

/** The estate's bank accounts, where residents transfer their dues. */
export function useBankAccounts(estateId: string | null) {
  return useQuery({
    ...estateQuery(estateId ?? ''),
    enabled: Boolean(estateId),
    select: (estate) => estate.bank_accounts ?? [],
  });
}
