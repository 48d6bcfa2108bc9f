import type { StaffPage } from '@estatehub/shared';
import { CircleCheck, CircleX, Users } from 'lucide-react';
import { StatCounter } from '../../../components/stat-counter';

/** Total, Active and Removed over the estate (filters aside). */
export function StaffStats({ stats }: { stats: StaffPage['stats'] | undefined }) {
  return (
    <section aria-label="Staff counts" className="grid grid-cols-3 gap-3 sm:gap-4">
      <StatCounter
        label="Total Staff"
        value={stats?.total}
        tone="bg-brand-50 text-brand-700"
        icon={<Users className="size-5" aria-hidden="true" />}
      />
      <StatCounter
        label="Active"
        value={stats?.active}
        tone="bg-emerald-50 text-emerald-700"
        icon={<CircleCheck className="size-5" aria-hidden="true" />}
      />
      <StatCounter
        label="Removed"
        value={stats?.removed}
        tone="bg-red-50 text-red-700"
        icon={<CircleX className="size-5" aria-hidden="true" />}
      />
    </section>
  );
}
