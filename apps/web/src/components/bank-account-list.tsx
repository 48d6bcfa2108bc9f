import type { BankAccount } from '@estatehub/shared';
import { Landmark } from 'lucide-react';
import { CopyButton } from './ui/copy-button';
import { EmptyState } from './ui/empty-state';

export const NO_BANK_ACCOUNTS = 'No bank accounts added yet.';

/** The estate's bank accounts (read-only), with a copy button for residents paying dues. */
export function BankAccountList({
  accounts,
  copyable,
  stacked,
}: {
  accounts: BankAccount[];
  copyable?: boolean;
  /** One column at every width (a narrow side panel). */
  stacked?: boolean;
}) {
  if (accounts.length === 0) return <EmptyState icon={Landmark} title={NO_BANK_ACCOUNTS} />;
  return (
    <ul className={stacked ? 'grid gap-4' : 'grid gap-4 sm:grid-cols-2'} aria-label="Bank accounts">
      {accounts.map((account) => (
        <li key={account.id} className="min-w-0 rounded-lg border border-slate-200 p-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Landmark className="size-4 text-brand-700" aria-hidden="true" />
            {account.bank_name}
          </p>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Account Name</dt>
              <dd className="text-slate-900">{account.account_name}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Account Number</dt>
              <dd className="flex flex-wrap items-center gap-3">
                <span className="font-mono text-base tracking-wider text-slate-900">{account.account_number}</span>
                {copyable ? (
                  <CopyButton
                    value={account.account_number}
                    label={`Copy account number ${account.account_number} (${account.bank_name})`}
                  />
                ) : null}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
