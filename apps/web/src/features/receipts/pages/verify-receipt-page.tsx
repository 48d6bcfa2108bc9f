import type { ReceiptVerification } from '@estatehub/shared';
import { BadgeCheck, ShieldAlert, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { messageOr } from '../../../lib/error-text';
import { formatDate, formatNaira } from '../../../lib/format';
import { type ReceiptCheck, useReceiptVerification } from '../api/verify-receipt';

export const GENUINE = 'Genuine receipt';
export const NOT_VERIFIED = 'We could not verify this receipt';

/** The receipt number from the path and the token from the fragment (#token), which no server ever sees in a log. */
function readCheck(number: string | undefined, hash: string): ReceiptCheck | null {
  let token = hash.replace(/^#/, '').trim();
  try {
    token = decodeURIComponent(token);
  } catch {
    // a malformed escape stays as it is; the server refuses it
  }
  const value = (number ?? '').trim();
  return value && token ? { number: value, token } : null;
}

/** A bare day (YYYY-MM-DD) is that calendar day wherever the reader is; a timestamp is shown in local time. */
const shownDate = (value: string) => formatDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);

function Panel({ tone, icon, title, children }: { tone: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <div className={`flex items-center gap-3 px-6 py-5 ${tone}`}>
        {icon}
        <h2 className="text-xl font-bold">{title}</h2>
      </div>
      <div className="space-y-4 p-6">{children}</div>
    </Card>
  );
}

function Genuine({ receipt }: { receipt: ReceiptVerification }) {
  return (
    <Panel
      tone="bg-emerald-50 text-emerald-800"
      icon={<BadgeCheck className="size-8 shrink-0" aria-hidden="true" />}
      title={GENUINE}
    >
      <p className="text-sm text-slate-600">This receipt was issued through EstateHub and matches our records.</p>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">Receipt number</dt>
        <dd className="font-mono font-semibold break-all text-slate-900">{receipt.number}</dd>
        <dt className="text-slate-500">Estate</dt>
        <dd className="font-semibold text-slate-900">{receipt.estate}</dd>
        <dt className="text-slate-500">Amount paid</dt>
        <dd className="text-lg font-bold text-slate-900">{formatNaira(receipt.amount_paid)}</dd>
        <dt className="text-slate-500">Date</dt>
        <dd className="text-slate-900">{shownDate(receipt.date)}</dd>
        <dt className="text-slate-500">Status</dt>
        <dd>
          <PaymentStatusBadge status={receipt.status} />
        </dd>
      </dl>
      <p className="text-xs text-slate-500">
        For privacy this page shows no names or addresses. Compare the details with the receipt you were given.
      </p>
    </Panel>
  );
}

function NotVerified({ children }: { children: ReactNode }) {
  return (
    <Panel
      tone="bg-red-50 text-red-800"
      icon={<ShieldX className="size-8 shrink-0" aria-hidden="true" />}
      title={NOT_VERIFIED}
    >
      {children}
      <p className="text-sm text-slate-600">
        Scan the QR code printed on the receipt itself, or ask the estate that issued it for a copy. A receipt that does
        not verify may have been altered.
      </p>
    </Panel>
  );
}

/** /receipts/verify/:number#token (public): whether a receipt is one we issued, with its estate, amount, date and status. */
export default function VerifyReceiptPage() {
  const { number } = useParams();
  const { hash } = useLocation();
  const check = readCheck(number, hash);
  const verification = useReceiptVerification(check);

  let body: ReactNode;
  if (!check)
    body = (
      <NotVerified>
        <p className="text-sm text-slate-700">This address is missing the receipt's check code.</p>
      </NotVerified>
    );
  else if (verification.isPending)
    body = (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-brand-700">
        <Spinner size="lg" label={null} />
        <p role="status" className="text-sm font-medium text-slate-600">
          Checking receipt {check.number}...
        </p>
      </Card>
    );
  else if (verification.isSuccess) body = <Genuine receipt={verification.data} />;
  else if (isApiError(verification.error) && [400, 404].includes(verification.error.status))
    body = (
      <NotVerified>
        <p className="text-sm text-slate-700">
          No receipt numbered <span className="font-mono font-semibold break-all">{check.number}</span> matches this
          check code.
        </p>
      </NotVerified>
    );
  else
    body = (
      <Panel
        tone="bg-amber-50 text-amber-900"
        icon={<ShieldAlert className="size-8 shrink-0" aria-hidden="true" />}
        title="The receipt could not be checked right now"
      >
        <p className="text-sm text-slate-700">
          {messageOr(verification.error, 'Please check your connection and try again.')}
        </p>
        <Button variant="outline" onClick={() => void verification.refetch()}>
          Try again
        </Button>
      </Panel>
    );

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Verify Receipt</h1>
      <p className="mt-2 text-slate-600">Confirm that a dues receipt was really issued by an estate on EstateHub.</p>
      <div className="mt-8" aria-live="polite">
        {body}
      </div>
      <p className="mt-8 text-center text-sm text-slate-600">
        <Link to="/" className={buttonClasses('link')}>
          Back to EstateHub
        </Link>
      </p>
    </div>
  );
}
