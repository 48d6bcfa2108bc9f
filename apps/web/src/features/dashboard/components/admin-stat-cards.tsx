import { type AdminDashboard, HIGH_PENDING_RESIDENTS } from '@estatehub/shared';
import { Building2, Clock, Hammer, KeyRound, Siren, UserPlus, Users, Wallet } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { StatCard } from './stat-card';

type AdminStatCardsProps = {
  /** Undefined while the summary loads: the cards show skeletons. */
  data: AdminDashboard | undefined;
  /** Cards link to their screens only while the subscription is active (those screens need it). */
  linked: boolean;
};

const count = (n: number | undefined) => n?.toLocaleString('en-NG');

/** Spec part 1 "Admin dashboard": the eight stat cards, in the spec's order. */
export function AdminStatCards({ data, linked }: AdminStatCardsProps) {
  const to = (path: string) => (linked ? path : undefined);
  const pending = data?.pending_residents ?? 0;
  const high = pending > HIGH_PENDING_RESIDENTS;
  const alerts = data?.total_alerts ?? 0;
  return (
    <section aria-label="Estate figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Estate Name"
        value={data?.estate.name}
        icon={Building2}
        tone="bg-brand-50 text-brand-700"
        to={to('/admin/estate-profile')}
        // Names run long: on phones this card takes the whole row, and the name is set smaller.
        className="col-span-2 sm:col-span-1"
        valueClassName="text-lg leading-snug"
      />
      <StatCard
        label="Total Residents"
        value={count(data?.total_residents)}
        icon={Users}
        tone="bg-sky-50 text-sky-700"
        to={to('/admin/residents')}
      />
      <StatCard
        label="Pending Residents"
        value={count(data?.pending_residents)}
        detail={<Badge tone={high ? 'danger' : 'success'}>{high ? 'High' : 'Normal'}</Badge>}
        icon={UserPlus}
        tone="bg-amber-50 text-amber-700"
        to={to('/admin/residents?status=pending')}
      />
      <StatCard
        label="Pending Payments"
        value={count(data?.pending_payments)}
        icon={Clock}
        tone="bg-orange-50 text-orange-700"
        to={to('/admin/payments?status=pending')}
      />
      <StatCard
        label="Estate Dues"
        value={count(data?.estate_dues_count)}
        icon={Wallet}
        tone="bg-emerald-50 text-emerald-700"
        to={to('/admin/dues')}
      />
      <StatCard
        label="Visitor Codes"
        value={count(data?.visitor_codes_generated)}
        icon={KeyRound}
        tone="bg-violet-50 text-violet-700"
        to={to('/resident/visitor-codes')}
      />
      <StatCard
        label="Active Staff"
        value={count(data?.staff.active)}
        detail={data ? `of ${count(data.staff.total)} in total` : undefined}
        icon={Hammer}
        tone="bg-teal-50 text-teal-700"
        to={to('/admin/staff')}
      />
      <StatCard
        label="Emergency Alerts"
        value={data ? (alerts > 0 ? 'Active' : 'None') : undefined}
        detail={alerts > 0 ? `${count(alerts)} ${alerts === 1 ? 'alert' : 'alerts'} in total` : undefined}
        icon={Siren}
        tone={alerts > 0 ? 'bg-red-50 text-red-700' : 'bg-slate-100 text-slate-600'}
        // Emergency alerts never wait on a subscription (decision 018), so this card stays a link.
        to="/admin/alerts"
        // The last of seven beside the estate's name: on phones it takes the row left over.
        className="col-span-2 sm:col-span-1"
      />
    </section>
  );
}
