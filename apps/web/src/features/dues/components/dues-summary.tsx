import { DUE_DISPLAY_LABELS, DUE_DISPLAY_STATUSES, type DueDisplayStatus, type DuesPage } from '@estatehub/shared';
import { CalendarCheck, CalendarClock, CircleAlert, type LucideIcon } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatNaira } from '../../../lib/format';
import type { DueStatusFilter } from '../api/get-dues';

const LOOK: Record<DueDisplayStatus, { icon: LucideIcon; tone: string; ring: string; dot: string }> = {
  overdue: { icon: CircleAlert, tone: 'bg-red-50 text-red-700', ring: 'ring-red-300', dot: 'bg-red-500' },
  due_soon: { icon: CalendarClock, tone: 'bg-amber-50 text-amber-800', ring: 'ring-amber-300', dot: 'bg-amber-500' },
  active: {
    icon: CalendarCheck,
    tone: 'bg-emerald-50 text-emerald-700',
    ring: 'ring-emerald-300',
    dot: 'bg-emerald-500',
  },
};

type DuesSummaryProps = {
  summary: DuesPage['summary'] | undefined;
  status: DueStatusFilter;
  onStatus: (status: DueStatusFilter) => void;
};

/**
 * Count and naira total per display status over the searched set. Each card is also a shortcut
 * for the status filter: pressing the selected one again shows all.
 */
export function DuesSummary({ summary, status, onStatus }: DuesSummaryProps) {
  return (
    <section aria-label="Dues summary" className="grid grid-cols-3 gap-2 sm:gap-4">
      {DUE_DISPLAY_STATUSES.map((key) => {
        const { icon: Icon, tone, ring, dot } = LOOK[key];
        const item = summary?.[key];
        const selected = status === key;
        return (
          <button
            key={key}
            type="button"
            aria-pressed={selected}
            onClick={() => onStatus(selected ? 'all' : key)}
            className={cn(
              'flex min-w-0 items-center gap-4 rounded-xl border border-slate-200 bg-white p-3 text-left shadow-sm transition hover:border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-5',
              selected && `ring-2 ${ring}`,
            )}
          >
            {/* Three abreast on a phone: the icon gives its room to the numbers there. */}
            <span className={cn('hidden size-11 shrink-0 place-items-center rounded-full sm:grid', tone)}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-1.5 text-xs text-slate-600 sm:text-sm">
                <span className={cn('size-2 shrink-0 rounded-full sm:hidden', dot)} aria-hidden="true" />
                {DUE_DISPLAY_LABELS[key]}
              </span>
              {item ? (
                <>
                  <span className="block text-2xl font-bold text-slate-900">
                    {item.count.toLocaleString('en-NG')}
                    <span className="sr-only"> {item.count === 1 ? 'due' : 'dues'},</span>
                  </span>
                  <span className="block truncate text-xs font-medium text-slate-700 sm:text-sm">
                    {formatNaira(item.total)}
                    <span className="sr-only"> in total</span>
                  </span>
                </>
              ) : (
                <>
                  <Skeleton className="mt-1 h-7 w-10" />
                  <Skeleton className="mt-1 h-4 w-24" />
                </>
              )}
            </span>
          </button>
        );
      })}
    </section>
  );
}
