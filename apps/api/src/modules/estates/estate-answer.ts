import type { BankAccount, EstateDetail, PublicEstate } from '@estatehub/shared';
import type { BankAccountRow, EstateRow } from './estates.queries';

/** Logos are public files. */
export const fileUrl = (key: string | null) => (key ? `/api/files/${key}` : null);

export function toPublicEstate(e: EstateRow): PublicEstate {
  return {
    id: e.id,
    name: e.name,
    address: e.address,
    description: e.description,
    logo: fileUrl(e.logo),
    created_at: e.createdAt.toISOString(),
  };
}

export const toBankAccount = (b: BankAccountRow): BankAccount => ({
  id: b.id,
  account_number: b.accountNumber,
  account_name: b.accountName,
  bank_name: b.bankName,
});

export function toEstateDetail(e: EstateRow, accounts: BankAccountRow[]): EstateDetail {
  return {
    ...toPublicEstate(e),
    email: e.email,
    phone_number: e.phoneNumber,
    bank_accounts: accounts.map(toBankAccount),
  };
}
