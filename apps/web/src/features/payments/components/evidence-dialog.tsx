import type { Payment } from '@estatehub/shared';
import { Check, ExternalLink, ImageOff, X } from 'lucide-react';
import { useState } from 'react';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate, formatNaira } from '../../../lib/format';

type EvidenceDialogProps = {
  payment: Payment | null;
  approving: boolean;
  onClose: () => void;
  onApprove: (payment: Payment) => void;
  onReject: (payment: Payment) => void;
};

/** The evidence image beside what it should prove, so a pending payment can be decided from here. */
export function EvidenceDialog({ payment, approving, onClose, onApprove, onReject }: EvidenceDialogProps) {
  return (
    <Dialog open={payment !== null} onOpenChange={(open) => (open || approving ? undefined : onClose())}>
      {payment ? (
        <DialogContent
          title="Payment evidence"
          description={`${payment.resident_name} · ${payment.due_title}`}
          className="sm:max-w-2xl"
          closeOnBackdrop={!approving}
        >
          <EvidenceImage key={payment.id} payment={payment} />
          <a
            href={payment.payment_evidence}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            Open in new tab
          </a>
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-xs text-slate-500">Amount paid</dt>
              <dd className="font-semibold text-slate-900">{formatNaira(payment.amount_paid)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Due amount</dt>
              <dd className="text-slate-800">{formatNaira(payment.due_amount)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Submitted</dt>
              <dd className="text-slate-800">{formatDate(payment.payment_date)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Status</dt>
              <dd>
                <PaymentStatusBadge status={payment.status} />
              </dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={approving}>
                Close
              </Button>
            </DialogClose>
            {payment.status === 'pending' ? (
              <>
                <Button
                  variant="outline"
                  className="border-red-200 text-red-700 hover:bg-red-50"
                  onClick={() => onReject(payment)}
                  disabled={approving}
                >
                  <X className="size-4" aria-hidden="true" />
                  Reject
                </Button>
                <Button onClick={() => onApprove(payment)} disabled={approving} loading={approving}>
                  {approving ? null : <Check className="size-4" aria-hidden="true" />}
                  {approving ? 'Approving...' : 'Approve'}
                </Button>
              </>
            ) : null}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** The private evidence address in an <img>: the session cookie goes with it, so only allowed viewers see it. */
function EvidenceImage({ payment }: { payment: Payment }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (state === 'failed')
    return (
      <div role="alert" className="flex flex-col items-center gap-2 rounded-lg bg-slate-50 px-4 py-10 text-center">
        <ImageOff className="size-8 text-slate-400" aria-hidden="true" />
        <p className="text-sm text-slate-700">The evidence image could not be loaded. Try opening it in a new tab.</p>
      </div>
    );
  return (
    <div className="relative grid min-h-48 place-items-center overflow-hidden rounded-lg bg-slate-100">
      {state === 'loading' ? <Skeleton className="absolute inset-0 rounded-none" /> : null}
      <img
        src={payment.payment_evidence}
        alt={`Payment evidence from ${payment.resident_name} for ${payment.due_title}`}
        className="relative max-h-[55vh] w-auto max-w-full object-contain"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
    </div>
  );
}
