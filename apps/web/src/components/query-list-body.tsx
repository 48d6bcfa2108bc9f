import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { EmptyState, type EmptyStateProps } from './ui/empty-state';
import { Skeleton } from './ui/skeleton';

/** The parts of a TanStack query result a list body reads. */
type ListQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

type QueryListBodyProps = {
  query: ListQuery;
  /** Read to screen readers while the first page loads ("Loading dues..."). */
  loadingLabel: string;
  /** The error's heading ("Could not load dues"). */
  errorTitle: string;
  /** No rows: the empty state shows instead of `children`. */
  isEmpty: boolean;
  empty: EmptyStateProps;
  /** Padding of the loading, error and empty panels, matching the card around the list. */
  inset?: 'p-4' | 'p-5';
  children: ReactNode;
};

/** A list card's body: skeleton lines while loading, the error with a retry, the empty state, or the rows. */
export function QueryListBody({
  query,
  loadingLabel,
  errorTitle,
  isEmpty,
  empty,
  inset = 'p-4',
  children,
}: QueryListBodyProps) {
  if (query.isPending)
    return (
      <div role="status" className={`space-y-3 ${inset}`}>
        <span className="sr-only">{loadingLabel}</span>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <div className={inset}>
        <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  if (isEmpty)
    return (
      <div className={inset}>
        <EmptyState {...empty} />
      </div>
    );
  return children;
}
