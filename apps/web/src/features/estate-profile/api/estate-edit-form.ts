import { type BankAccount, bankAccountBody, type EstateDetail, estateFields } from '@estatehub/shared';
import { z } from 'zod';
import type { BankAccountBody } from './patch-estate-bank-accounts';

export const ESTATE_UPDATED = 'Estate updated successfully!';
export const ESTATE_UPDATE_FAILED = 'Failed to update estate. Please try again.';
export const BANK_ACCOUNTS_NOT_SAVED =
  'Estate updated successfully! However, bank account changes may not be saved yet. Please check them and try again.';
export const BANK_ACCOUNT_DELETED = 'Bank account deleted successfully!';
export const BANK_ACCOUNT_REMOVED_LOCALLY =
  'The bank account could not be deleted right now. It was removed from the list and will be saved when you save the estate.';
export const NEW_ACCOUNT_INCOMPLETE = 'Fill in the account number, account name and bank name to add this account.';

const bankRow = z.object({
  /** The saved account's id; absent on new rows. */
  account_id: z.number().optional(),
  account_number: z.string(),
  account_name: z.string(),
  bank_name: z.string(),
});
export type BankRow = z.infer<typeof bankRow>;

export function isComplete(row: BankRow): boolean {
  return Boolean(row.account_number.trim() && row.account_name.trim() && row.bank_name.trim());
}

function isBlank(row: BankRow): boolean {
  return !row.account_number.trim() && !row.account_name.trim() && !row.bank_name.trim();
}

/**
 * Saved rows must stay valid. A new row left wholly blank is ignored; a half-filled one blocks the
 * save with a message on each missing field, so an account is never dropped silently.
 */
export const estateEditSchema = estateFields.extend({ bank_accounts: z.array(bankRow) }).superRefine((value, ctx) => {
  value.bank_accounts.forEach((row, index) => {
    if (row.account_id === undefined && isBlank(row)) return;
    const result = bankAccountBody.safeParse(row);
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['bank_accounts', index, ...issue.path] });
    }
  });
});
export type EstateEditInput = z.input<typeof estateEditSchema>;
export type EstateEditValues = z.output<typeof estateEditSchema>;

export function toBankRow(account: BankAccount): BankRow {
  return {
    account_id: account.id,
    account_number: account.account_number,
    account_name: account.account_name,
    bank_name: account.bank_name,
  };
}

export const EMPTY_BANK_ROW: BankRow = { account_number: '', account_name: '', bank_name: '' };

export function editDefaults(estate: EstateDetail): EstateEditInput {
  return {
    name: estate.name,
    address: estate.address,
    description: estate.description ?? '',
    phone_number: estate.phone_number ?? '',
    email: estate.email ?? '',
    bank_accounts: estate.bank_accounts.map(toBankRow),
  };
}

export function toBankBody(row: BankRow): BankAccountBody {
  return {
    account_number: row.account_number.trim(),
    account_name: row.account_name.trim(),
    bank_name: row.bank_name.trim(),
  };
}

export function bankRowChanged(row: BankRow, saved: BankAccount | undefined): boolean {
  if (!saved) return true;
  const body = toBankBody(row);
  return (
    body.account_number !== saved.account_number ||
    body.account_name !== saved.account_name ||
    body.bank_name !== saved.bank_name
  );
}
