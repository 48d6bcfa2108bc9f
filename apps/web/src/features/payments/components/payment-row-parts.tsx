import type { Payment } from '@estatehub/shared';
import { Check, Download, Eye, FileText, ImageIcon, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { receiptViewUrl } from '../api/payment-files';
import { isImageEvidence } from './payment-labels';

export type RowHandlers = {
  approvingId: number | null;
  downloadingId: number | null;
  onApprove: (payment: Payment) => void;
  onReject: (payment: Payment) => void;
  onPreview: (payment: Payment) => void;
  onDownload: (payment: Payment) => void;
};

/** Names a row's controls for screen readers: the same resident may have paid several dues. */
export const rowName = (payment: Payment) => `${payment.resident_name}, ${payment.due_title}`;

const linkClasses =
  'inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Images preview in a dialog on this screen; a PDF opens in a new tab (the browser's own viewer). */
export function EvidenceLink({
  payment,
  onPreview,
  long,
}: {
  payment: Payment;
  onPreview: RowHandlers['onPreview'];
  long?: boolean;
}) {
  if (isImageEvidence(payment.evidence_type))
    return (
      <button type="button" className={linkClasses} onClick={() => onPreview(payment)}>
        <ImageIcon className="size-4" aria-hidden="true" />
        {long ? 'View evidence' : 'View'}
        <span className="sr-only">{long ? ` for ${rowName(payment)}` : ` evidence for ${rowName(payment)}`}</span>
      </button>
    );
  return (
    <a href={payment.payment_evidence} target="_blank" rel="noopener noreferrer" className={linkClasses}>
      <FileText className="size-4" aria-hidden="true" />
      {long ? 'Open evidence PDF' : 'PDF'}
      <span className="sr-only">
        {long
          ? ` for ${rowName(payment)} (opens in a new tab)`
          : ` evidence for ${rowName(payment)} (opens in a new tab)`}
      </span>
    </a>
  );
}

/** View (opens in a new tab) and Download (receipt-{id}.pdf) once an approved payment has its receipt. */
export function ReceiptActions({
  payment,
  downloadingId,
  onDownload,
  className,
  long,
}: { payment: Payment; className?: string; long?: boolean } & Pick<RowHandlers, 'downloadingId' | 'onDownload'>) {
  if (payment.status !== 'approved' || !payment.has_receipt)
    return (
      <span className="text-slate-400">
        <span aria-hidden="true">—</span>
        <span className="sr-only">No receipt</span>
      </span>
    );
  const downloading = downloadingId === payment.id;
  return (
    <div className={cn('flex items-start', long ? 'flex-wrap gap-x-5 gap-y-2' : 'flex-col gap-1.5', className)}>
      <a href={receiptViewUrl(payment.id)} target="_blank" rel="noopener noreferrer" className={linkClasses}>
        <Eye className="size-4" aria-hidden="true" />
        {long ? 'View receipt' : 'View'}
        <span className="sr-only">
          {long ? '' : ' receipt'} for {rowName(payment)} (opens in a new tab)
        </span>
      </a>
      <Button
        variant="link"
        className="gap-1.5 text-sm"
        onClick={() => onDownload(payment)}
        disabled={downloading}
        loading={downloading}
      >
        {downloading ? null : <Download className="size-4" aria-hidden="true" />}
        {long ? 'Download receipt' : 'Download'}
        <span className="sr-only">
          {long ? '' : ' receipt'} for {rowName(payment)}
        </span>
      </Button>
    </div>
  );
}

/** Pending: Approve and Reject. Approved: who approved it. Rejected: the reason the resident sees. */
export function DecisionActions({
  payment,
  approvingId,
  onApprove,
  onReject,
  className,
}: { payment: Payment; className?: string } & Pick<RowHandlers, 'approvingId' | 'onApprove' | 'onReject'>) {
  if (payment.status === 'approved')
    return (
      <p className={cn('text-sm text-slate-700', className)}>
        Approved by <span className="font-medium text-slate-900">{payment.approved_by_name ?? 'an admin'}</span>
      </p>
    );
  if (payment.status === 'rejected')
    return (
      <p className={cn('text-sm break-words text-slate-700', className)}>
        {payment.rejection_reason ? (
          <>
            <span className="font-medium text-slate-900">Reason:</span> {payment.rejection_reason}
          </>
        ) : (
          <span className="text-slate-500">No reason given</span>
        )}
      </p>
    );
  const approving = approvingId === payment.id;
  const busy = approvingId !== null;
  return (
    <div className={cn('flex items-center gap-1.5', className ?? 'flex-wrap')}>
      <Button size="sm" onClick={() => onApprove(payment)} disabled={busy} loading={approving}>
        {approving ? null : <Check className="size-4" aria-hidden="true" />}
        {approving ? 'Approving...' : 'Approve'}
        <span className="sr-only"> payment for {rowName(payment)}</span>
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="border-red-200 text-red-700 hover:bg-red-50"
        onClick={() => onReject(payment)}
        disabled={approving}
      >
        <X className="size-4" aria-hidden="true" />
        Reject<span className="sr-only"> payment for {rowName(payment)}</span>
      </Button>
    </div>
  );
}
