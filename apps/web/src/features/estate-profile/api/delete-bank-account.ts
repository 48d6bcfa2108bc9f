import type { EstateDetail } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { estateKeys } from './get-estate';

/** DELETE /api/estates/{id}/bank-accounts/{bid}/ : 204. */
export function deleteBankAccount(estateId: string, accountId: number) {
  return api.delete<null>(`/api/estates/${encodeURIComponent(estateId)}/bank-accounts/${accountId}/`);
}

/** The account leaves the cached estate at once (the edit form stays open, so no refetch). */
export function useDeleteBankAccount(estateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) => deleteBankAccount(estateId, accountId),
    onSuccess: (_answer, accountId) =>
      queryClient.setQueryData<EstateDetail>(estateKeys.detail(estateId), (old) =>
        old ? { ...old, bank_accounts: old.bank_accounts.filter((account) => account.id !== accountId) } : old,
      ),
  });
}
