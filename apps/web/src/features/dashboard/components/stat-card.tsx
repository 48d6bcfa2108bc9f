import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

export type StatCardProps = {
  label: string;
  /** The figure (or short word); a skeleton while it is unknown. */
  value: ReactNode | undefined;
  /** A line under the figure ("of 4 in total"), or a badge. */
  detail?: ReactNode;
  icon: LucideIcon;
  /** The icon tile's colours. */
  tone: string;
  /** The card's page; without it (or while the subscription is inactive) the card is not a link. */
  to?: string;
  className?: string;
  /** The figure's type size, where it is a name rather than a number (the default suits numbers). */
  valueClassName?: string;
};

const frame =
  'flex min-w-0 items-start gap-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5 [overflow-wrap:anywhere]';

/**
 * One figure of the dashboard. As a link the whole card is the target, so its accessible name is
 * the label followed by the figure ("Total Residents 12"). The icon stays off phones, where two
 * cards share a row.
 */
export function StatCard({ label, value, detail, icon: Icon, tone, to, className, valueClassName }: StatCardProps) {
  const body = (
    <>
      <span className={cn('hidden size-11 shrink-0 place-items-center rounded-full sm:grid', tone)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs text-slate-600 sm:text-sm">{label}</span>{' '}
        {value === undefined ? (
          <Skeleton className="mt-1 h-7 w-16" />
        ) : (
          <span className={cn('block font-bold text-slate-900', valueClassName ?? 'text-xl sm:text-2xl')}>{value}</span>
        )}{' '}
        {detail && value !== undefined ? (
          <span className="mt-1 block text-xs text-slate-600 sm:text-sm">{detail}</span>
        ) : null}
      </span>
    </>
  );
  if (to)
    return (
      <Link
        to={to}
        className={cn(
          frame,
          'transition hover:border-brand-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          className,
        )}
      >
        {body}
      </Link>
    );
  return <div className={cn(frame, className)}>{body}</div>;
}
