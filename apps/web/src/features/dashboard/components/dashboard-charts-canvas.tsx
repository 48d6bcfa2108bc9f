import type { ChartConfiguration, ChartType } from 'chart.js';
import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { Chart } from './chart-setup';
import { CHART_HEIGHT } from './dashboard-charts-frame';

type ChartCanvasProps<T extends ChartType> = {
  /** Made once per answer (useMemo): a new object redraws the chart. */
  config: ChartConfiguration<T>;
  /** What the picture shows, in a sentence, for screen readers; the numbers are in the table beside it. */
  summary: string;
};

/** A Chart.js canvas that lives and dies with the component; the canvas is an image with a summary. */
export function ChartCanvas<T extends ChartType>({ config, summary }: ChartCanvasProps<T>) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  // Chart.js sizes the canvas to this box (responsive, no fixed aspect ratio), so it fits a 375 px screen.
  return (
    <div className={cn('relative w-full', CHART_HEIGHT)}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
