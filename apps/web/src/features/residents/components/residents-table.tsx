import type { ResidentRow } from '@estatehub/shared';
import { Check, Mail, MapPin, Phone, Trash2 } from 'lucide-react';
import { CardHead, type Column, ResponsiveTable } from '../../../components/responsive-table';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { fullName, houseTypeLabel, residentTypeLabel } from './resident-labels';

type ResidentsTableProps = {
  rows: ResidentRow[];
  approvingId: number | null;
  onApprove: (row: ResidentRow) => void;
  onDelete: (row: ResidentRow) => void;
};

/** Long addresses wrap at the @ and after dots first, and only then anywhere. */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        <span key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </span>
      ))}
    </>
  );
}

export const EMAIL_NOT_VERIFIED = 'E-mail not verified';
export const APPROVE_AFTER_VERIFY = 'Approval waits until this person verifies their e-mail.';

/** Approved or Pending; a pending person who has not verified their e-mail says so (they cannot be approved yet). */
function StatusBadge({ row }: { row: ResidentRow }) {
  if (row.is_approved) return <Badge tone="success">Approved</Badge>;
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone="warning">Pending</Badge>
      {row.email_verified ? null : (
        <Badge tone="neutral" title={APPROVE_AFTER_VERIFY}>
          {EMAIL_NOT_VERIFIED}
        </Badge>
      )}
    </span>
  );
}

function Actions({
  row,
  approvingId,
  onApprove,
  onDelete,
  compact,
}: { row: ResidentRow; compact?: boolean } & Omit<ResidentsTableProps, 'rows'>) {
  const name = fullName(row);
  const approving = approvingId === row.id;
  return (
    <div className={compact ? 'flex items-center justify-end gap-1.5' : 'flex items-center gap-1.5'}>
      {!row.is_approved && !row.email_verified && !compact ? (
        <p className="mr-auto text-xs text-slate-500">{APPROVE_AFTER_VERIFY}</p>
      ) : null}
      {row.is_approved || !row.email_verified ? null : (
        <Button
          size="sm"
          onClick={() => onApprove(row)}
          disabled={approving}
          loading={approving}
          aria-label={`Approve ${name}`}
        >
          {approving ? null : <Check className="size-4" aria-hidden="true" />}
          {approving ? 'Approving...' : 'Approve'}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        className={compact ? 'px-2 text-red-700 hover:bg-red-50' : 'text-red-700 hover:bg-red-50'}
        onClick={() => onDelete(row)}
        aria-label={`Delete ${name}`}
        title={compact ? 'Delete' : undefined}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {compact ? null : 'Delete'}
      </Button>
    </div>
  );
}

const COLUMNS: Column[] = [
  'Name',
  'Contact',
  'Address',
  'Type',
  'Status',
  'Join Date',
  { label: 'Actions', className: 'w-44 text-right' },
];

/** A table from the xl breakpoint (it needs ~940 px beside the sidebar), stacked cards below it. */
export function ResidentsTable(props: ResidentsTableProps) {
  return (
    <ResponsiveTable
      rows={props.rows}
      wideFrom="(min-width: 1280px)"
      caption="Residents"
      listLabel="Residents"
      columns={COLUMNS}
      cells={(row) => (
        <>
          <th scope="row" className="px-2 py-3 font-medium text-slate-900">
            {fullName(row)}
          </th>
          <td className="px-2 py-3">
            <div className="max-w-56 text-slate-900 [overflow-wrap:anywhere]">
              <BreakableEmail email={row.email} />
            </div>
            <div className="text-slate-500">{row.phone_number}</div>
          </td>
          <td className="max-w-36 px-2 py-3 text-slate-700">{row.home_address}</td>
          <td className="px-2 py-3 text-slate-700">
            <div>{residentTypeLabel(row)}</div>
            <div className="text-slate-500">{houseTypeLabel(row.house_type)}</div>
          </td>
          <td className="px-2 py-3">
            <StatusBadge row={row} />
          </td>
          <td className="px-2 py-3 whitespace-nowrap text-slate-700">{formatDate(row.date_joined)}</td>
          <td className="px-2 py-3">
            <Actions row={row} {...props} compact />
          </td>
        </>
      )}
      card={(row) => (
        <>
          <CardHead title={fullName(row)} badge={<StatusBadge row={row} />}>
            <p className="text-xs text-slate-500">
              {residentTypeLabel(row)} · {houseTypeLabel(row.house_type)}
            </p>
          </CardHead>
          <dl className="space-y-1.5 text-sm text-slate-700">
            <div className="flex min-w-0 items-center gap-2">
              <dt>
                <Mail className="size-4 text-slate-400" aria-hidden="true" />
                <span className="sr-only">Email</span>
              </dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">
                <BreakableEmail email={row.email} />
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt>
                <Phone className="size-4 text-slate-400" aria-hidden="true" />
                <span className="sr-only">Phone</span>
              </dt>
              <dd>{row.phone_number}</dd>
            </div>
            <div className="flex items-start gap-2">
              <dt>
                <MapPin className="mt-0.5 size-4 text-slate-400" aria-hidden="true" />
                <span className="sr-only">Address</span>
              </dt>
              <dd>{row.home_address}</dd>
            </div>
            <div className="flex items-center gap-2 text-xs text-slate-500">
              <dt>Joined</dt>
              <dd>{formatDate(row.date_joined)}</dd>
            </div>
          </dl>
          <Actions row={row} {...props} />
        </>
      )}
    />
  );
}
