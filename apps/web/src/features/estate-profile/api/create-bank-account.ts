import type { BankAccount } from '@estatehub/shared';
import { api } from '../../../lib/api-client';
import type { BankAccountBody } from './patch-estate-bank-accounts';

/** POST /api/estates/{id}/bank-accounts/ */
export function createBankAccount(estateId: string, body: BankAccountBody) {
  return api.post<BankAccount>(`/api/estates/${encodeURIComponent(estateId)}/bank-accounts/`, body);
}
