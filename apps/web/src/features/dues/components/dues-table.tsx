import type { Due } from '@estatehub/shared';
import { BellRing, CalendarDays, Pencil, Trash2 } from 'lucide-react';
import { CardHead, type Column, ResponsiveTable } from '../../../components/responsive-table';
import { Button } from '../../../components/ui/button';
import { formatNaira } from '../../../lib/format';
import { DueStatusBadge, dueDistance, formatDueDate } from './due-labels';

type DuesTableProps = {
  rows: Due[];
  today: string;
  remindingId: number | null;
  onEdit: (due: Due) => void;
  onDelete: (due: Due) => void;
  onRemind: (due: Due) => void;
};

/** Send Reminder, then Edit and Delete as icon buttons (named for screen readers, titled for a mouse). */
function Actions({
  due,
  remindingId,
  onEdit,
  onDelete,
  onRemind,
  inCard,
}: { due: Due; inCard?: boolean } & Omit<DuesTableProps, 'rows' | 'today'>) {
  const sending = remindingId === due.id;
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onRemind(due)}
        disabled={sending}
        loading={sending}
        aria-label={sending ? `Sending reminder for ${due.title}` : `Send Reminder for ${due.title}`}
        className={inCard ? 'mr-auto' : 'whitespace-nowrap'}
      >
        {sending ? null : <BellRing className="size-4" aria-hidden="true" />}
        {sending ? 'Sending...' : 'Send Reminder'}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onEdit(due)}
        aria-label={`Edit ${due.title}`}
        title="Edit"
        className="px-2"
      >
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onDelete(due)}
        aria-label={`Delete ${due.title}`}
        title="Delete"
        className="px-2 text-red-700 hover:bg-red-50"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

const COLUMNS: Column[] = [
  'Title',
  { label: 'Amount', className: 'text-right' },
  'Due Date',
  'Status',
  'Description',
  { label: 'Actions', className: 'text-right' },
];

/** A table from the xl breakpoint (beside the sidebar it needs ~950 px), cards below it. */
export function DuesTable(props: DuesTableProps) {
  const { today } = props;
  return (
    <ResponsiveTable
      rows={props.rows}
      wideFrom="(min-width: 1280px)"
      caption="Dues"
      listLabel="Dues"
      columns={COLUMNS}
      cells={(due) => (
        <>
          <th scope="row" className="max-w-52 px-2 py-3 font-medium break-words text-slate-900">
            {due.title}
          </th>
          <td className="px-2 py-3 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">
            {formatNaira(due.amount)}
          </td>
          <td className="px-2 py-3 whitespace-nowrap">
            <div className="text-slate-900">{formatDueDate(due.due_date)}</div>
            <div className="text-xs text-slate-500">{dueDistance(due.due_date, today)}</div>
          </td>
          <td className="px-2 py-3">
            <DueStatusBadge status={due.display_status} />
          </td>
          <td className="max-w-64 px-2 py-3 text-slate-600">
            {due.description ? (
              <p className="line-clamp-2 break-words" title={due.description}>
                {due.description}
              </p>
            ) : (
              <span className="text-slate-400">
                <span aria-hidden="true">—</span>
                <span className="sr-only">No description</span>
              </span>
            )}
          </td>
          <td className="px-2 py-3">
            <Actions due={due} {...props} />
          </td>
        </>
      )}
      card={(due) => (
        <>
          <CardHead title={due.title} badge={<DueStatusBadge status={due.display_status} />}>
            <p className="text-lg font-bold text-slate-900 tabular-nums">{formatNaira(due.amount)}</p>
          </CardHead>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-slate-700">
            <CalendarDays className="size-4 text-slate-400" aria-hidden="true" />
            <span>
              <span className="sr-only">Due date: </span>
              {formatDueDate(due.due_date)}
            </span>
            <span className="text-xs text-slate-500">{dueDistance(due.due_date, today)}</span>
          </p>
          {due.description ? <p className="text-sm break-words text-slate-600">{due.description}</p> : null}
          <Actions due={due} {...props} inCard />
        </>
      )}
    />
  );
}
