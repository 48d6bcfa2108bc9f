import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useMediaQuery } from '../lib/use-media-query';

/** A column heading; `className` adds to the cell's padding (alignment, a fixed width). */
export type Column = string | { label: string; className?: string };

/** How far the first and last cells sit from the card's edge, matching the card's own padding. */
const EDGES = {
  4: '[&>:first-child]:pl-4 [&>:last-child]:pr-4',
  5: '[&>:first-child]:pl-5 [&>:last-child]:pr-5',
} as const;

type ResponsiveTableProps<T extends { id: number }> = {
  rows: T[];
  /** The media query from which the table shows; below it each row is a card. */
  wideFrom: string;
  /** The table's caption and the card list's name, for screen readers. */
  caption: string;
  listLabel: string;
  columns: Column[];
  /** One table row's cells: a row header (`th scope="row"`) and the rest. */
  cells: (row: T) => ReactNode;
  /** One row as a card (a list item's content). */
  card: (row: T) => ReactNode;
  edge?: keyof typeof EDGES;
  rowClassName?: string;
};

/** A list as a table on wide screens and stacked cards below, only one of them rendered. */
export function ResponsiveTable<T extends { id: number }>({
  rows,
  wideFrom,
  caption,
  listLabel,
  columns,
  cells,
  card,
  edge = 4,
  rowClassName = 'align-middle hover:bg-slate-50/60',
}: ResponsiveTableProps<T>) {
  const wide = useMediaQuery(wideFrom);
  if (wide)
    return (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr className={EDGES[edge]}>
              {columns.map((column) => {
                const { label, className } = typeof column === 'string' ? { label: column } : column;
                return (
                  <th key={label} scope="col" className={cn('px-2 py-3', className)}>
                    {label}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id} className={cn(rowClassName, EDGES[edge])}>
                {cells(row)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <ul className="divide-y divide-slate-100" aria-label={listLabel}>
      {rows.map((row) => (
        <li key={row.id} className="space-y-3 p-4">
          {card(row)}
        </li>
      ))}
    </ul>
  );
}

type CardHeadProps = { title: ReactNode; badge: ReactNode; children?: ReactNode };

/** A row card's top line: the title (and what `children` add under it) beside the status badge. */
export function CardHead({ title, badge, children }: CardHeadProps) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{title}</p>
        {children}
      </div>
      {badge}
    </div>
  );
}
