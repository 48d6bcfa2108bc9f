import type { StaffMember } from '@estatehub/shared';
import { Eye } from 'lucide-react';
import { CardHead, type Column, ResponsiveTable } from '../../../components/responsive-table';
import { Button } from '../../../components/ui/button';
import { StaffStatusBadge } from './staff-labels';

const COLUMNS: Column[] = [
  'Name',
  'Role',
  'Staff ID',
  'Resident',
  'Estate',
  'Status',
  { label: 'Actions', className: 'text-right' },
];

type AdminStaffTableProps = { rows: StaffMember[]; onView: (staff: StaffMember) => void };

function ViewButton({ staff, onView }: { staff: StaffMember; onView: AdminStaffTableProps['onView'] }) {
  return (
    <Button variant="outline" size="sm" onClick={() => onView(staff)} aria-label={`View details of ${staff.name}`}>
      <Eye className="size-4" aria-hidden="true" />
      View
    </Button>
  );
}

/**
 * The estate's staff with the employer's e-mail and the estate: a table from xl (beside the
 * sidebar), cards below. The registration date is in the details, to leave the e-mail room.
 */
export function AdminStaffTable({ rows, onView }: AdminStaffTableProps) {
  return (
    <ResponsiveTable
      rows={rows}
      wideFrom="(min-width: 1280px)"
      caption="Estate staff"
      listLabel="Estate staff"
      columns={COLUMNS}
      cells={(staff) => (
        <>
          <th scope="row" className="max-w-44 px-2 py-3 font-medium break-words text-slate-900">
            {staff.name}
            <div className="text-xs font-normal text-slate-500 tabular-nums">{staff.phone_number}</div>
          </th>
          <td className="max-w-32 px-2 py-3 break-words text-slate-700">{staff.role}</td>
          <td className="px-2 py-3 font-mono whitespace-nowrap text-slate-900">{staff.unique_id}</td>
          <td className="max-w-60 px-2 py-3 break-words text-slate-700">{staff.resident_name}</td>
          <td className="max-w-36 px-2 py-3 break-words text-slate-700">{staff.estate_name}</td>
          <td className="px-2 py-3">
            <StaffStatusBadge status={staff.status} />
          </td>
          <td className="px-2 py-3 text-right">
            <ViewButton staff={staff} onView={onView} />
          </td>
        </>
      )}
      card={(staff) => (
        <>
          <CardHead title={staff.name} badge={<StaffStatusBadge status={staff.status} />}>
            <p className="text-sm text-slate-600">{staff.role}</p>
          </CardHead>
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-xs text-slate-500">Staff ID</dt>
              <dd className="font-mono text-slate-900">{staff.unique_id}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-slate-500">Resident</dt>
              <dd className="break-all text-slate-900">{staff.resident_name}</dd>
            </div>
          </dl>
          <div className="flex justify-end">
            <ViewButton staff={staff} onView={onView} />
          </div>
        </>
      )}
    />
  );
}
