import type { BankAccount } from '@estatehub/shared';
import { api } from '../../../lib/api-client';
import type { BankAccountBody } from './patch-estate-bank-accounts';

/** PUT /api/estates/{id}/bank-accounts/{bid}/ */
export function updateBankAccount(estateId: string, accountId: number, body: BankAccountBody) {
  return api.put<BankAccount>(`/api/estates/${encodeURIComponent(estateId)}/bank-accounts/${accountId}/`, body);
}
