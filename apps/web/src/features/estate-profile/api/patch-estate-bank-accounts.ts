import type { EstateDetail } from '@estatehub/shared';
import { api } from '../../../lib/api-client';

export type BankAccountBody = { account_number: string; account_name: string; bank_name: string };

/** PATCH /api/estates/{id}/ with bank_accounts: the fallback that replaces the whole list. */
export function patchEstateBankAccounts(id: string, accounts: (BankAccountBody & { id?: number })[]) {
  return api.patch<EstateDetail>(`/api/estates/${encodeURIComponent(id)}/`, { bank_accounts: accounts });
}
