import type { ReactNode, Ref, RefObject } from 'react';
import { cn } from '../lib/cn';
import { Pagination } from './ui/pagination';
import { Spinner } from './ui/spinner';

type ListRangeProps = {
  /** A later page or filter is loading while the rows shown stay put. */
  refreshing: boolean;
  first: number;
  last: number;
  count: number;
  /** Said instead of the range when there are no rows. */
  fallback?: string;
};

/** "Showing 11–20 of 57" beside a list's heading, announced politely, with a spinner while it refreshes. */
export function ListRange({ refreshing, first, last, count, fallback }: ListRangeProps) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
      {refreshing ? <Spinner size="sm" label={null} className="text-brand-700" /> : null}
      {count > 0 ? `Showing ${first}–${last} of ${count.toLocaleString('en-NG')}` : (fallback ?? null)}
    </p>
  );
}

type ListHeaderProps = ListRangeProps & {
  title: string;
  /** The list's own button or link (add, export, report). */
  action: ReactNode;
  /** The list's top, where a new page scrolls to. */
  ref?: Ref<HTMLDivElement>;
  className?: string;
};

/** The head of a list card: its heading with the range shown beside it, and its action. */
export function ListHeader({ title, action, ref, className, ...range }: ListHeaderProps) {
  return (
    <div
      ref={ref}
      className={cn('flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-3', className)}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <ListRange {...range} />
      </div>
      {action}
    </div>
  );
}

type ListPagerProps = {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  label: string;
  radius?: number;
  /** The list's top, scrolled into view on a new page. */
  scrollTo: RefObject<HTMLElement | null>;
};

/** The pager at the foot of a list card; nothing for a single page. */
export function ListPager({ page, pages, onPageChange, label, radius, scrollTo }: ListPagerProps) {
  if (pages <= 1) return null;
  return (
    <div className="border-t border-slate-100 p-4">
      <Pagination
        page={page}
        pages={pages}
        radius={radius}
        onPageChange={(next) => {
          onPageChange(next);
          scrollTo.current?.scrollIntoView({ block: 'start' });
        }}
        label={label}
      />
    </div>
  );
}
