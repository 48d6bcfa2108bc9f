import type { Payment } from '@estatehub/shared';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { CardHead, ResponsiveTable } from '../../../components/responsive-table';
import { formatDate, formatNaira } from '../../../lib/format';
import { DecisionActions, EvidenceLink, ReceiptActions, type RowHandlers } from './payment-row-parts';

type PaymentsTableProps = RowHandlers & { rows: Payment[] };

/** What was paid, and the due's amount beneath it when they differ (a part payment is visible at a glance). */
function Amount({ payment }: { payment: Payment }) {
  return (
    <>
      <span className="font-medium text-slate-900">{formatNaira(payment.amount_paid)}</span>
      {payment.amount_paid !== payment.due_amount ? (
        <span className="block text-xs text-slate-500">of {formatNaira(payment.due_amount)}</span>
      ) : null}
    </>
  );
}

const HEADINGS = ['Resident', 'Description', 'Amount', 'Date', 'Status', 'Evidence', 'Receipt', 'Actions'];

/** A table from the xl breakpoint (eight columns need ~940 px beside the sidebar), cards below it. */
export function PaymentsTable(props: PaymentsTableProps) {
  const { rows, ...handlers } = props;
  return (
    <ResponsiveTable
      rows={rows}
      wideFrom="(min-width: 1280px)"
      caption="Payments"
      listLabel="Payments"
      columns={HEADINGS}
      cells={(payment) => (
        <>
          <th scope="row" className="max-w-36 px-2 py-3 font-medium break-words text-slate-900">
            {payment.resident_name}
          </th>
          <td className="max-w-40 px-2 py-3 break-words text-slate-700">{payment.due_title}</td>
          <td className="px-2 py-3 whitespace-nowrap">
            <Amount payment={payment} />
          </td>
          <td className="px-2 py-3 whitespace-nowrap text-slate-700">{formatDate(payment.payment_date)}</td>
          <td className="px-2 py-3">
            <PaymentStatusBadge status={payment.status} />
          </td>
          <td className="px-2 py-3">
            <EvidenceLink payment={payment} onPreview={handlers.onPreview} />
          </td>
          <td className="px-2 py-3">
            <ReceiptActions payment={payment} {...handlers} />
          </td>
          <td className="w-48 px-2 py-3">
            <DecisionActions payment={payment} {...handlers} className="flex-nowrap" />
          </td>
        </>
      )}
      card={(payment) => (
        <>
          <CardHead title={payment.resident_name} badge={<PaymentStatusBadge status={payment.status} />}>
            <p className="text-sm break-words text-slate-600">{payment.due_title}</p>
          </CardHead>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <div>
              <dt className="text-xs text-slate-500">Amount</dt>
              <dd>
                <Amount payment={payment} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Date</dt>
              <dd className="text-slate-700">{formatDate(payment.payment_date)}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap items-start gap-x-5 gap-y-2">
            <EvidenceLink payment={payment} onPreview={handlers.onPreview} long />
            {payment.status === 'approved' && payment.has_receipt ? (
              <ReceiptActions payment={payment} {...handlers} long />
            ) : null}
          </div>
          <DecisionActions payment={payment} {...handlers} />
        </>
      )}
    />
  );
}
