import { DASHBOARD_MSG, UPCOMING_DUES_DAYS, type UpcomingDue } from '@estatehub/shared';
import { CalendarCheck } from 'lucide-react';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { CardHead, ResponsiveTable } from '../../../components/responsive-table';
import { formatDate, formatNaira } from '../../../lib/format';
import { ResidentPanel } from './resident-panel';

const COLUMNS = ['Description', 'Amount', 'Due Date', 'Status', 'Note'];

/** A due date (YYYY-MM-DD) read as that calendar day, whatever the browser's zone. */
const dueDay = (day: string) => formatDate(`${day.slice(0, 10)}T00:00:00`);

/** The latest payment's rejection reason, or a dash: an empty cell reads as missing data. */
const noteOf = (due: UpcomingDue) => due.note || '—';

/** A card's status badge, named for screen readers (a table's column heading names it there). */
function CardStatus({ due }: { due: UpcomingDue }) {
  return (
    <span>
      <span className="sr-only">Status: </span>
      <PaymentStatusBadge status={due.latest_payment_status} />
    </span>
  );
}

/** Dues falling due within the next 30 days, soonest first, each with the resident's payment status. */
export function ResidentUpcomingDues({ dues }: { dues: UpcomingDue[] | undefined }) {
  return (
    <ResidentPanel
      title="Upcoming Dues"
      description={`Due in the next ${UPCOMING_DUES_DAYS} days.`}
      link={{ to: '/resident/pay-dues', text: 'Pay dues' }}
      rows={dues}
      empty={{
        icon: CalendarCheck,
        title: DASHBOARD_MSG.noUpcomingDues,
        text: `Dues your estate sets for the next ${UPCOMING_DUES_DAYS} days will appear here.`,
      }}
    >
      {(rows) => (
        <ResponsiveTable
          rows={rows}
          wideFrom="(min-width: 768px)"
          caption={`Dues in the next ${UPCOMING_DUES_DAYS} days, soonest first`}
          listLabel="Upcoming dues"
          columns={COLUMNS}
          edge={5}
          cells={(due) => (
            <>
              <th scope="row" className="max-w-72 px-2 py-3 align-top font-normal">
                <span className="block font-medium break-words text-slate-900">{due.title}</span>
                {due.description ? (
                  <span className="mt-0.5 line-clamp-2 block text-xs break-words text-slate-600">
                    {due.description}
                  </span>
                ) : null}
              </th>
              <td className="px-2 py-3 align-top font-semibold whitespace-nowrap text-slate-900">
                {formatNaira(due.amount)}
              </td>
              <td className="px-2 py-3 align-top whitespace-nowrap text-slate-700">{dueDay(due.due_date)}</td>
              <td className="px-2 py-3 align-top">
                <PaymentStatusBadge status={due.latest_payment_status} />
              </td>
              <td className="max-w-64 px-2 py-3 align-top break-words text-slate-700">{noteOf(due)}</td>
            </>
          )}
          card={(due) => (
            <>
              <CardHead title={due.title} badge={<CardStatus due={due} />}>
                {due.description ? (
                  <p className="mt-0.5 line-clamp-2 text-xs break-words text-slate-600">{due.description}</p>
                ) : null}
              </CardHead>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                <dt className="text-slate-500">Amount</dt>
                <dd className="font-semibold text-slate-900">{formatNaira(due.amount)}</dd>
                <dt className="text-slate-500">Due date</dt>
                <dd className="text-slate-700">{dueDay(due.due_date)}</dd>
                <dt className="text-slate-500">Note</dt>
                <dd className="break-words text-slate-700">{noteOf(due)}</dd>
              </dl>
            </>
          )}
        />
      )}
    </ResidentPanel>
  );
}
