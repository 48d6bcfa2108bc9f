import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

type StatCounterProps = { label: string; value?: number; icon: ReactNode; tone: string };

/** A count over a list's filtered set; a skeleton until it is known. The icon stays off phones. */
export function StatCounter({ label, value, icon, tone }: StatCounterProps) {
  return (
    <Card className="flex items-center gap-4 p-3 sm:p-5">
      <span className={`hidden size-11 shrink-0 place-items-center rounded-full sm:grid ${tone}`}>{icon}</span>
      <div className="min-w-0">
        <p className="text-xs text-slate-600 sm:text-sm">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-7 w-12" />
        ) : (
          <p className="text-2xl font-bold text-slate-900">{value.toLocaleString('en-NG')}</p>
        )}
      </div>
    </Card>
  );
}

type StatusCountersProps = {
  /** The section's name for screen readers ("Resident counts"). */
  label: string;
  counts: { total: number; approved: number; pending: number; rejected?: number } | undefined;
  totalLabel: string;
  totalIcon: LucideIcon;
  /** Payments can be rejected; residents cannot. */
  withRejected?: boolean;
  className: string;
};

/** The total, then Approved, Pending (and Rejected) counters, in the status badges' colours. */
export function StatusCounters({
  label,
  counts,
  totalLabel,
  totalIcon: TotalIcon,
  withRejected,
  className,
}: StatusCountersProps) {
  return (
    <section aria-label={label} className={className}>
      <StatCounter
        label={totalLabel}
        value={counts?.total}
        tone="bg-brand-50 text-brand-700"
        icon={<TotalIcon className="size-5" aria-hidden="true" />}
      />
      <StatCounter
        label="Approved"
        value={counts?.approved}
        tone="bg-emerald-50 text-emerald-700"
        icon={<CircleCheck className="size-5" aria-hidden="true" />}
      />
      <StatCounter
        label="Pending"
        value={counts?.pending}
        tone="bg-amber-50 text-amber-700"
        icon={<Clock className="size-5" aria-hidden="true" />}
      />
      {withRejected ? (
        <StatCounter
          label="Rejected"
          value={counts?.rejected}
          tone="bg-red-50 text-red-700"
          icon={<CircleX className="size-5" aria-hidden="true" />}
        />
      ) : null}
    </section>
  );
}
