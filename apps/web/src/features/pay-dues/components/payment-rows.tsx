import type { Payment } from '@estatehub/shared';
import { Download, ExternalLink, FileImage, FileText } from 'lucide-react';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { CardHead, ResponsiveTable } from '../../../components/responsive-table';
import { formatDate, formatDateTime, formatNaira } from '../../../lib/format';
import { receiptDownloadUrl, receiptFileName, receiptViewUrl } from '../api/payment-files';

const linkClasses =
  'inline-flex items-center gap-1.5 rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** What was paid; a part payment also says what the due asks. */
function Amount({ payment }: { payment: Payment }) {
  return (
    <span>
      <span className="font-medium text-slate-900">{formatNaira(payment.amount_paid)}</span>
      {payment.amount_paid !== payment.due_amount ? (
        <span className="block text-xs text-slate-500">of {formatNaira(payment.due_amount)}</span>
      ) : null}
    </span>
  );
}

/** The status badge, and the admin's reason under a rejected one. */
function Status({ payment }: { payment: Payment }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <PaymentStatusBadge status={payment.status} />
      {payment.status === 'rejected' && payment.rejection_reason ? (
        <span className="text-xs text-red-700">
          <span className="font-semibold">Reason:</span> {payment.rejection_reason}
        </span>
      ) : null}
    </span>
  );
}

/** The private evidence, opened in a new tab (the server lets only the payer and the estate's admins see it). */
function EvidenceLink({ payment }: { payment: Payment }) {
  const Icon = payment.evidence_type === 'application/pdf' ? FileText : FileImage;
  return (
    <a
      href={payment.payment_evidence}
      target="_blank"
      rel="noopener noreferrer"
      className={linkClasses}
      aria-label={`View evidence for ${payment.due_title} (opens in a new tab)`}
    >
      <Icon className="size-4" aria-hidden="true" />
      View
    </a>
  );
}

/** Approved payments have a receipt: view it in a new tab or download the PDF. */
function ReceiptLinks({ payment }: { payment: Payment }) {
  if (!payment.has_receipt)
    return (
      <span className="text-slate-400">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{payment.status === 'pending' ? 'After approval' : 'No receipt'}</span>
      </span>
    );
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <a
        href={receiptViewUrl(payment.id)}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClasses}
        aria-label={`View receipt for ${payment.due_title} (opens in a new tab)`}
      >
        <ExternalLink className="size-4" aria-hidden="true" />
        View
      </a>
      <a
        href={receiptDownloadUrl(payment.id)}
        download={receiptFileName(payment.id)}
        className={linkClasses}
        aria-label={`Download receipt for ${payment.due_title}`}
      >
        <Download className="size-4" aria-hidden="true" />
        Download
      </a>
    </span>
  );
}

const COLUMNS = ['Due', 'Amount Paid', 'Date', 'Status', 'Evidence', 'Receipt'];

/** A table from the md breakpoint, stacked cards below it. */
export function PaymentRows({ payments }: { payments: Payment[] }) {
  return (
    <ResponsiveTable
      rows={payments}
      wideFrom="(min-width: 768px)"
      caption="Payment history, newest first"
      listLabel="Payment history"
      columns={COLUMNS}
      edge={5}
      rowClassName="align-top"
      cells={(payment) => (
        <>
          <th scope="row" className="max-w-56 px-2 py-3 font-medium break-words text-slate-900">
            {payment.due_title}
          </th>
          <td className="px-2 py-3 whitespace-nowrap">
            <Amount payment={payment} />
          </td>
          <td className="px-2 py-3 whitespace-nowrap text-slate-700" title={formatDateTime(payment.payment_date)}>
            {formatDate(payment.payment_date)}
          </td>
          <td className="max-w-56 px-2 py-3">
            <Status payment={payment} />
          </td>
          <td className="px-2 py-3">
            <EvidenceLink payment={payment} />
          </td>
          <td className="px-2 py-3">
            <ReceiptLinks payment={payment} />
          </td>
        </>
      )}
      card={(payment) => (
        <>
          <CardHead title={payment.due_title} badge={<PaymentStatusBadge status={payment.status} />}>
            <p className="text-xs text-slate-500">{formatDateTime(payment.payment_date)}</p>
          </CardHead>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-500">Amount Paid</dt>
            <dd>
              <Amount payment={payment} />
            </dd>
            {payment.status === 'rejected' && payment.rejection_reason ? (
              <>
                <dt className="text-slate-500">Reason</dt>
                <dd className="break-words text-red-700">{payment.rejection_reason}</dd>
              </>
            ) : null}
            <dt className="text-slate-500">Evidence</dt>
            <dd>
              <EvidenceLink payment={payment} />
            </dd>
            <dt className="text-slate-500">Receipt</dt>
            <dd>
              <ReceiptLinks payment={payment} />
            </dd>
          </dl>
        </>
      )}
    />
  );
}
