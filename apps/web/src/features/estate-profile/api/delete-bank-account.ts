import { api } from '../../../lib/api-client';

/** DELETE /api/estates/{id}/bank-accounts/{bid}/ : 204. */
export function deleteBankAccount(estateId: string, accountId: number) {
  return api.delete<null>(`/api/estates/${encodeURIComponent(estateId)}/bank-accounts/${accountId}/`);
}
