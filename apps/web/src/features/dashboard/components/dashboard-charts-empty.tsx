import { BarChart3 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { CHART_HEIGHT } from './dashboard-charts-frame';

/** A chart with nothing to draw: a sentence in the chart's place, the same height, so the cards stay level. */
export function ChartEmpty({ text }: { text: string }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 text-center text-sm text-slate-600',
        CHART_HEIGHT,
      )}
    >
      <BarChart3 className="size-8 text-slate-400" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
