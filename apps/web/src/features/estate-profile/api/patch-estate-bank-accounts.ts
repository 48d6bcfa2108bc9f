import type { bankAccountBody, EstateDetail } from '@estatehub/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type BankAccountBody = z.output<typeof bankAccountBody>;

/** PATCH /api/estates/{id}/ with bank_accounts: the fallback that replaces the whole list. */
export function patchEstateBankAccounts(id: string, accounts: (BankAccountBody & { id?: number })[]) {
  return api.patch<EstateDetail>(`/api/estates/${encodeURIComponent(id)}/`, { bank_accounts: accounts });
}
