import type { AdminDashboard } from '@estatehub/shared';
import { Link } from 'react-router';
import { Card, CardHeader } from '../../../components/ui/card';

type StaffPanelProps = { staff: AdminDashboard['staff']; linked: boolean };

/** Artisans and domestic staff at a glance; the page leaves it out while the estate has none. */
export function StaffPanel({ staff, linked }: StaffPanelProps) {
  const figures = [
    { label: 'Active', value: staff.active, tone: 'text-emerald-700' },
    { label: 'Total', value: staff.total, tone: 'text-slate-900' },
    { label: 'Removed', value: staff.total - staff.active, tone: 'text-red-700' },
  ];
  return (
    <Card role="region" aria-labelledby="staff-panel-title">
      <CardHeader title={<span id="staff-panel-title">Artisan and Domestic Staff</span>} />
      <dl className="grid grid-cols-3 divide-x divide-slate-100 p-2">
        {figures.map(({ label, value, tone }) => (
          <div key={label} className="flex flex-col-reverse items-center gap-1 p-3 text-center">
            <dt className="text-xs text-slate-600 sm:text-sm">{label}</dt>
            <dd className={`text-2xl font-bold ${tone}`}>{value.toLocaleString('en-NG')}</dd>
          </div>
        ))}
      </dl>
      {linked ? (
        <div className="border-t border-slate-100 px-5 py-3 text-right">
          <Link to="/admin/staff" className="text-sm font-medium text-brand-700 hover:underline">
            Manage staff
          </Link>
        </div>
      ) : null}
    </Card>
  );
}
