import type { ResidentDashboard } from '@estatehub/shared';
import { Bell, Hammer, KeyRound, Wallet } from 'lucide-react';
import { StatCard } from './stat-card';

type Figures = Pick<ResidentDashboard, 'visitor_codes_generated' | 'pending_payments' | 'active_staff' | 'alerts_sent'>;

/** A card's figure and the words under it; a dash when the dashboard failed to load, a skeleton while it loads. */
function figure(data: ResidentDashboard | undefined, failed: boolean, key: keyof Figures, one: string, many = one) {
  if (failed) return { value: '—' };
  const n = data?.[key];
  return { value: n?.toLocaleString('en-NG'), detail: n === 1 ? one : many };
}

/**
 * Spec part 1 "Resident dashboard": the four cards, each opening its screen (icons as in the
 * sidebar), with the resident's own figures.
 */
export function ResidentShortcuts({ data, failed }: { data: ResidentDashboard | undefined; failed: boolean }) {
  return (
    <section aria-label="Quick actions" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        label="Generate Visitor Code"
        {...figure(data, failed, 'visitor_codes_generated', 'code generated', 'codes generated')}
        icon={KeyRound}
        tone="bg-brand-50 text-brand-700"
        to="/resident/visitor-codes"
      />
      <StatCard
        label="Pay Dues"
        {...figure(data, failed, 'pending_payments', 'payment awaiting review', 'payments awaiting review')}
        icon={Wallet}
        tone="bg-emerald-50 text-emerald-700"
        to="/resident/pay-dues"
      />
      <StatCard
        label="Staff Management"
        {...figure(data, failed, 'active_staff', 'active staff')}
        icon={Hammer}
        tone="bg-amber-50 text-amber-700"
        to="/resident/artisans-domestics"
      />
      <StatCard
        label="Emergency Alerts"
        {...figure(data, failed, 'alerts_sent', 'alert sent', 'alerts sent')}
        icon={Bell}
        tone="bg-red-50 text-red-700"
        to="/resident/alerts"
      />
    </section>
  );
}
