import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** Page numbers to show: the first, the last, and those within `radius` of the current, with gaps as null. */
export function pageWindow(page: number, pages: number, radius = 1): (number | null)[] {
  const items: (number | null)[] = [];
  for (let p = 1; p <= pages; p += 1) {
    if (p === 1 || p === pages || Math.abs(p - page) <= radius) items.push(p);
    else if (items[items.length - 1] !== null) items.push(null);
  }
  return items;
}

type PaginationProps = {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  label: string;
  /** How many pages either side of the current one get a button (the rest collapse into ellipses). */
  radius?: number;
  className?: string;
};

/** Previous, page numbers with ellipses, Next. Renders nothing for a single page. */
export function Pagination({ page, pages, onPageChange, label, radius = 1, className }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-center gap-1.5', className)}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </Button>
      <ul className="flex items-center gap-1">
        {pageWindow(page, pages, radius).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Button
                variant={p === page ? 'primary' : 'ghost'}
                size="sm"
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
                onClick={() => onPageChange(p)}
                className="min-w-8 px-2"
              >
                {p}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
