import type { EstateDetail } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOr } from '../../../lib/error-text';
import { createBankAccount } from './create-bank-account';
import { type BankRow, bankRowChanged, type EstateEditValues, isComplete, toBankBody } from './estate-edit-form';
import { estateKeys } from './get-estate';
import { patchEstateBankAccounts } from './patch-estate-bank-accounts';
import { updateBankAccount } from './update-bank-account';
import { updateEstate } from './update-estate';

export type SaveOutcome = { estate: EstateDetail; bankError: string | null };

/** The rows the server should hold: saved rows, and new rows whose three fields are filled. */
function rowsToSend(rows: BankRow[]): BankRow[] {
  return rows.filter((row) => row.account_id !== undefined || isComplete(row));
}

/**
 * PUT the estate (multipart), then the bank accounts one by one (PUT changed, POST complete new ones).
 * If any of those fails, or a delete could not reach the server earlier, PATCH the whole list as the fallback.
 * Throws only when the estate itself was not saved.
 */
export async function saveEstateProfile(
  estateId: string,
  saved: EstateDetail,
  values: EstateEditValues,
  logo: File | null,
  listChangedLocally: boolean,
): Promise<SaveOutcome> {
  const { bank_accounts: rows, ...fields } = values;
  let estate = await updateEstate(estateId, fields, logo);

  const savedById = new Map(saved.bank_accounts.map((account) => [account.id, account]));
  const wanted = rowsToSend(rows);
  let failure: unknown = null;

  if (!listChangedLocally) {
    for (const row of wanted) {
      try {
        if (row.account_id === undefined) await createBankAccount(estateId, toBankBody(row));
        else if (bankRowChanged(row, savedById.get(row.account_id)))
          await updateBankAccount(estateId, row.account_id, toBankBody(row));
      } catch (error) {
        failure = error;
        break;
      }
    }
  }

  if (listChangedLocally || failure) {
    try {
      estate = await patchEstateBankAccounts(
        estateId,
        wanted.map((row) => ({ ...toBankBody(row), ...(row.account_id !== undefined ? { id: row.account_id } : {}) })),
      );
      failure = null;
    } catch (error) {
      failure = failure ?? error;
    }
  }

  return { estate, bankError: failure ? messageOr(failure, '') : null };
}

/** Saves, then puts the answer in the cache and refetches the estate (the bank list may have changed on the way). */
export function useSaveEstateProfile(estateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      saved: EstateDetail;
      values: EstateEditValues;
      logo: File | null;
      listChangedLocally: boolean;
    }) => saveEstateProfile(estateId, input.saved, input.values, input.logo, input.listChangedLocally),
    onSuccess: async (outcome) => {
      queryClient.setQueryData(estateKeys.detail(estateId), outcome.estate);
      await queryClient.invalidateQueries({ queryKey: estateKeys.detail(estateId) });
    },
  });
}
