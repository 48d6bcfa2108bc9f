import { ALERT_MSG, type Alert, alertSenderLabel } from '@estatehub/shared';
import { CardHead, type Column, ResponsiveTable } from '../../../components/responsive-table';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { alertVisual } from '../../../lib/live/alert-visuals';

type AlertsHistoryProps = { rows: Alert[]; withSender: boolean };

/** The type with its icon and colour (spec part 2 section 3). */
function AlertTypeLabel({ type }: { type: string }) {
  const v = alertVisual(type);
  const Icon = v.icon;
  return (
    <span className="inline-flex items-center gap-2 font-medium text-slate-900">
      <span className={cn('flex size-7 shrink-0 items-center justify-center rounded-full', v.tint)}>
        <Icon className={cn('size-4', v.text)} aria-hidden="true" />
      </span>
      {v.label}
    </span>
  );
}

const details = (a: Alert) => a.other_reason || ALERT_MSG.noDetails;

/** The alert history: a table from the lg breakpoint, stacked cards below it. */
export function AlertsHistory({ rows, withSender }: AlertsHistoryProps) {
  const columns: Column[] = [...(withSender ? ['Sender'] : []), 'Alert Type', 'Details', 'Date & Time'];
  return (
    <ResponsiveTable
      rows={rows}
      wideFrom="(min-width: 1024px)"
      caption="Emergency alerts"
      listLabel="Emergency alerts"
      columns={columns}
      edge={5}
      cells={(a) => (
        <>
          {withSender ? (
            <th scope="row" className="max-w-52 px-2 py-3 font-medium break-words text-slate-900">
              {alertSenderLabel(a)}
            </th>
          ) : null}
          {withSender ? (
            <td className="px-2 py-3">
              <AlertTypeLabel type={a.alert_type} />
            </td>
          ) : (
            <th scope="row" className="px-2 py-3 font-normal">
              <AlertTypeLabel type={a.alert_type} />
            </th>
          )}
          <td className="max-w-80 px-2 py-3 break-words text-slate-600">{details(a)}</td>
          <td className="px-2 py-3 whitespace-nowrap text-slate-600">{formatDateTime(a.created_at)}</td>
        </>
      )}
      card={(a) => (
        <>
          <CardHead
            title={<AlertTypeLabel type={a.alert_type} />}
            badge={<span className="shrink-0 text-xs text-slate-500">{formatDateTime(a.created_at)}</span>}
          />
          {withSender ? <p className="text-sm break-words text-slate-700">From: {alertSenderLabel(a)}</p> : null}
          <p className="text-sm break-words text-slate-600">{details(a)}</p>
        </>
      )}
    />
  );
}
