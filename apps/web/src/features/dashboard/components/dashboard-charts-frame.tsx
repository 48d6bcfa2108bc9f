import type { ReactNode } from 'react';
import { Card, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

/**
 * The charts' cards and grid, without the chart library: the admin page can show the skeleton as
 * its Suspense fallback while the chart chunk loads, and the cards keep their places afterwards.
 */
export const CHART_CARDS = {
  dues: {
    title: 'Dues collected',
    description: 'Approved payments each month against what fell due, over the last 12 months',
    className: 'lg:col-span-2',
  },
  payments: { title: 'Payments by status', description: 'Every payment residents have sent', className: '' },
  gate: {
    title: 'Gate check-ins',
    description: 'Visitors let in at the gate each day, over the last 30 days',
    className: 'lg:col-span-3',
  },
} as const;
export type ChartCardName = keyof typeof CHART_CARDS;

/** Three across on wide screens (dues twice as wide as payments, gate check-ins below); stacked on phones. */
export function ChartsGrid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-3 lg:gap-6" aria-busy={busy || undefined}>
      {children}
    </div>
  );
}

export function ChartCard({ name, children }: { name: ChartCardName; children: ReactNode }) {
  const card = CHART_CARDS[name];
  return (
    <Card className={cn('min-w-0', card.className)}>
      <CardHeader title={card.title} description={card.description} />
      <div className="p-4 sm:p-5">{children}</div>
    </Card>
  );
}

/** The height every chart is drawn at, shared by the skeleton so nothing jumps when it arrives. */
export const CHART_HEIGHT = 'h-64';

/** The three cards with grey blocks where the charts will be, announced once as loading. */
export function DashboardChartsSkeleton() {
  return (
    <ChartsGrid busy>
      <span role="status" className="sr-only">
        Loading charts...
      </span>
      {(Object.keys(CHART_CARDS) as ChartCardName[]).map((name) => (
        <ChartCard key={name} name={name}>
          <Skeleton className={cn(CHART_HEIGHT, 'w-full')} />
        </ChartCard>
      ))}
    </ChartsGrid>
  );
}
