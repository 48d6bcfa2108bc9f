import type { DashboardCharts } from '@estatehub/shared';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { dayLabel, formatCount } from './chart-format';
import { CHART_COLOURS } from './chart-setup';
import { ChartCanvas } from './dashboard-charts-canvas';
import { ChartEmpty } from './dashboard-charts-empty';
import { ChartTable } from './dashboard-charts-table';

type Day = DashboardCharts['gate_checkins'][number];

/** Visitors let in per day, one bar a day. */
export function GateChart({ days }: { days: Day[] }) {
  const config = useMemo<ChartConfiguration<'bar'>>(
    () => ({
      type: 'bar',
      data: {
        labels: days.map((d) => dayLabel(d.date, 'axis')),
        datasets: [
          {
            label: 'Visitors let in',
            data: days.map((d) => d.count),
            backgroundColor: CHART_COLOURS.brand,
            borderRadius: 3,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (c) => `Visitors let in: ${formatCount(c.parsed.y ?? 0)}` } },
        },
        scales: {
          x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
          // Whole visitors only: no 0.5 ticks on a quiet month.
          y: { beginAtZero: true, grid: { color: CHART_COLOURS.grid }, ticks: { precision: 0, maxTicksLimit: 6 } },
        },
      },
    }),
    [days],
  );
  const total = days.reduce((sum, d) => sum + d.count, 0);
  if (total === 0) return <ChartEmpty text="No visitors were let in at the gate in the last 30 days." />;

  const busiest = days.reduce((best, d) => (d.count > best.count ? d : best));
  const span = `${dayLabel(days[0]!.date, 'full')} to ${dayLabel(days.at(-1)!.date, 'full')}`;
  return (
    <>
      <ChartCanvas
        config={config}
        summary={`Bar chart of visitors let in per day, ${span}: ${formatCount(total)} in all, most on ${dayLabel(busiest.date, 'full')} (${formatCount(busiest.count)}).`}
      />
      <ChartTable
        caption={`Visitors let in at the gate per day, ${span}`}
        columns={['Day', 'Visitors let in']}
        rows={days.map((d) => ({ label: dayLabel(d.date, 'full'), values: [formatCount(d.count)] }))}
      />
    </>
  );
}
