import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type EmptyStateProps = {
  icon?: LucideIcon;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  className?: string;
};

/** A quiet panel for lists with nothing to show. */
export function EmptyState({ icon: Icon, title, text, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center',
        className,
      )}
    >
      {Icon ? <Icon className="size-9 text-slate-400" aria-hidden="true" /> : null}
      <p className="font-semibold text-slate-900">{title}</p>
      {text ? <div className="max-w-md text-sm text-slate-600">{text}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
