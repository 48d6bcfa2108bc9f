import type { StaffMember } from '@estatehub/shared';
import { Eye, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { CardHead, type Column, ResponsiveTable } from '../../../components/responsive-table';
import { buttonClasses } from '../../../components/ui/button';
import { genderLabel, registeredOn, StaffStatusBadge } from './staff-labels';

const COLUMNS: Column[] = [
  'Name',
  'Role',
  'Phone',
  'Staff ID',
  'Status',
  { label: 'Actions', className: 'text-right' },
];

function ViewLink({ staff, className }: { staff: StaffMember; className?: string }) {
  return (
    <Link
      to={`/resident/artisans-domestics/${staff.id}`}
      className={buttonClasses('outline', 'sm', className)}
      aria-label={`View ${staff.name}`}
    >
      <Eye className="size-4" aria-hidden="true" />
      View
    </Link>
  );
}

/** A resident's staff: a table from 640 px, cards on a phone (spec part 2 section 2). */
export function StaffTable({ rows }: { rows: StaffMember[] }) {
  return (
    <ResponsiveTable
      rows={rows}
      wideFrom="(min-width: 640px)"
      caption="Your staff"
      listLabel="Your staff"
      columns={COLUMNS}
      cells={(staff) => (
        <>
          <th scope="row" className="max-w-52 px-2 py-3 font-medium break-words text-slate-900">
            {staff.name}
            <div className="text-xs font-normal text-slate-500">{genderLabel(staff.gender)}</div>
          </th>
          <td className="max-w-40 px-2 py-3 break-words text-slate-700">{staff.role}</td>
          <td className="px-2 py-3 whitespace-nowrap text-slate-700 tabular-nums">{staff.phone_number}</td>
          <td className="px-2 py-3 font-mono whitespace-nowrap text-slate-900">{staff.unique_id}</td>
          <td className="px-2 py-3">
            <StaffStatusBadge status={staff.status} />
          </td>
          <td className="px-2 py-3 text-right">
            <ViewLink staff={staff} />
          </td>
        </>
      )}
      card={(staff) => (
        <>
          <CardHead title={staff.name} badge={<StaffStatusBadge status={staff.status} />}>
            <p className="text-sm text-slate-600">
              {staff.role} · {genderLabel(staff.gender)}
            </p>
          </CardHead>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-xs text-slate-500">Staff ID</dt>
              <dd className="font-mono text-slate-900">{staff.unique_id}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Registered</dt>
              <dd className="text-slate-900">{registeredOn(staff.date_of_registration)}</dd>
            </div>
          </dl>
          <div className="flex items-center justify-between gap-2">
            <a
              href={`tel:${staff.phone_number}`}
              className="flex items-center gap-1.5 text-sm text-brand-700 tabular-nums"
            >
              <Phone className="size-4" aria-hidden="true" />
              <span className="sr-only">Call </span>
              {staff.phone_number}
            </a>
            <ViewLink staff={staff} />
          </div>
        </>
      )}
    />
  );
}
