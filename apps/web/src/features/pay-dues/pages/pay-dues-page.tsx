import type { Due } from '@estatehub/shared';
import { useRef, useState } from 'react';
import { BankAccountList } from '../../../components/bank-account-list';
import { LoadError } from '../../../components/load-error';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { useBankAccounts } from '../api/get-bank-accounts';
import { UNPAID_DUES_LIMIT, useUnpaidDues } from '../api/get-unpaid-dues';
import { type DueChoice, PaymentForm } from '../components/payment-form';
import { PaymentHistory } from '../components/payment-history';
import { UnpaidDues } from '../components/unpaid-dues';

/** /resident/pay-dues: unpaid dues, where to transfer, the evidence upload, and the payment history. */
export default function PayDuesPage() {
  const { user } = useAuth();
  const dues = useUnpaidDues();
  const accounts = useBankAccounts(user?.estateId ?? null);
  const [choice, setChoice] = useState<DueChoice | null>(null);
  const formCard = useRef<HTMLDivElement>(null);

  const pay = (due: Due) => {
    setChoice({ id: due.id, at: Date.now() });
    formCard.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const unpaid = dues.data?.results ?? [];
  const more = (dues.data?.count ?? 0) - unpaid.length;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title="Unpaid Dues" description="Dues you have not paid yet, or whose last payment was rejected." />
        <CardBody>
          {dues.isPending ? (
            <SkeletonBlock label="Loading unpaid dues..." lines={4} />
          ) : dues.isError ? (
            <LoadError title="Could not load your dues" error={dues.error} onRetry={() => void dues.refetch()} />
          ) : (
            <>
              <UnpaidDues dues={unpaid} onPay={pay} />
              {more > 0 ? (
                <p className="mt-4 text-sm text-slate-600">
                  Showing the first {UNPAID_DUES_LIMIT} unpaid dues; {more.toLocaleString('en-NG')} more are not shown.
                </p>
              ) : null}
            </>
          )}
        </CardBody>
      </Card>

      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-2">
          <CardHeader title="Bank Accounts" description="Transfer your dues to one of these accounts." />
          <CardBody>
            {!user?.estateId ? (
              <p className="text-sm text-slate-600">Your account is not linked to an estate.</p>
            ) : accounts.isPending ? (
              <SkeletonBlock label="Loading bank accounts..." />
            ) : accounts.isError ? (
              <LoadError
                title="Could not load the bank accounts"
                error={accounts.error}
                onRetry={() => void accounts.refetch()}
              />
            ) : (
              <BankAccountList accounts={accounts.data} copyable stacked />
            )}
          </CardBody>
        </Card>

        <div ref={formCard} className="scroll-mt-24 lg:col-span-3">
          <Card>
            <CardHeader
              title="Upload Payment Evidence"
              description="After transferring, upload the receipt or screenshot. Your admin verifies it."
            />
            <CardBody>
              <PaymentForm dues={unpaid} loading={dues.isPending} choice={choice} />
            </CardBody>
          </Card>
        </div>
      </div>

      <PaymentHistory />
    </div>
  );
}
