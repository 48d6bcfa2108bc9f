import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />;
}

/** A labelled loading region made of skeleton lines. */
export function SkeletonBlock({ label = 'Loading...', lines = 3 }: { label?: string; lines?: number }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} className={cn('h-4', i % 3 === 2 ? 'w-1/2' : i % 2 ? 'w-3/4' : 'w-full')} />
      ))}
    </div>
  );
}
