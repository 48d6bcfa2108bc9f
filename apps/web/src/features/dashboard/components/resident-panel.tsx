import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';

type ResidentPanelProps<T> = {
  title: string;
  description: string;
  /** Where the resident acts on the list; `label` names it for screen readers when the text alone is vague. */
  link?: { to: string; text: string; label?: string };
  /** Undefined while the dashboard loads. */
  rows: T[] | undefined;
  empty: { icon: LucideIcon; title: string; text: string };
  children: (rows: T[]) => ReactNode;
};

/**
 * One of the resident dashboard's lists: a titled card (a labelled region) whose body is skeleton
 * lines while the dashboard loads, the spec's empty message when there is nothing, or the rows.
 */
export function ResidentPanel<T>({ title, description, link, rows, empty, children }: ResidentPanelProps<T>) {
  const headingId = useId();
  return (
    <Card className="min-w-0 overflow-hidden">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 border-b border-slate-100 px-5 py-4">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <p className="mt-0.5 text-sm text-slate-600">{description}</p>
          </div>
          {link ? (
            <Link
              to={link.to}
              aria-label={link.label}
              className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {link.text}
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </div>
        {rows === undefined ? (
          <div className="p-5">
            <SkeletonBlock label={`Loading ${title.toLowerCase()}...`} lines={4} />
          </div>
        ) : rows.length === 0 ? (
          <div className="p-5">
            <EmptyState icon={empty.icon} title={empty.title} text={empty.text} className="py-8" />
          </div>
        ) : (
          children(rows)
        )}
      </section>
    </Card>
  );
}
