import { type Due, PAYMENT_MSG } from '@estatehub/shared';
import { CalendarDays, CircleCheck, Hourglass } from 'lucide-react';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatNaira } from '../../../lib/format';
import { awaitingReview, DISPLAY_TONE, displayLabel, formatDueDate } from './due-labels';

export const REJECTED_NOTE = 'Your last payment was rejected. Please pay again.';

/** The resident's unpaid dues as cards; each one's button picks it in the form. */
export function UnpaidDues({ dues, onPay }: { dues: Due[]; onPay: (due: Due) => void }) {
  if (dues.length === 0)
    return (
      <EmptyState
        icon={CircleCheck}
        title={PAYMENT_MSG.noUnpaidDues}
        text="You are up to date. New dues from your estate will appear here."
      />
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Unpaid dues">
      {dues.map((due) => {
        return (
          <li key={due.id} className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-4">
            <div className="flex items-start justify-between gap-3">
              <h3 className="min-w-0 font-semibold break-words text-slate-900">{due.title}</h3>
              <Badge tone={DISPLAY_TONE[due.display_status]}>{displayLabel(due)}</Badge>
            </div>
            <p className="text-2xl font-bold text-slate-900">{formatNaira(due.amount)}</p>
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <CalendarDays className="size-4 text-slate-400" aria-hidden="true" />
              Due {formatDueDate(due.due_date)}
            </p>
            {due.description ? <p className="line-clamp-3 text-sm text-slate-600">{due.description}</p> : null}
            <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
              <span className="flex items-center gap-2 text-sm text-slate-600">
                <span className="sr-only">Payment status:</span>
                <PaymentStatusBadge status={due.latest_payment_status} />
              </span>
              {awaitingReview(due) ? (
                <span className="flex items-center gap-1.5 text-sm text-slate-600">
                  <Hourglass className="size-4 text-amber-600" aria-hidden="true" />
                  Awaiting review
                </span>
              ) : (
                <Button size="sm" onClick={() => onPay(due)} aria-label={`Pay ${due.title}`}>
                  Pay this due
                </Button>
              )}
            </div>
            {due.latest_payment_status === 'rejected' ? (
              <p className="text-xs font-medium text-red-700">{REJECTED_NOTE}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
