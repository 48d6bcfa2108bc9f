import type { DashboardCharts } from '@estatehub/shared';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { formatNaira } from '../../../lib/format';
import { formatNairaShort, monthLabel } from './chart-format';
import { CHART_COLOURS } from './chart-setup';
import { ChartCanvas } from './dashboard-charts-canvas';
import { ChartEmpty } from './dashboard-charts-empty';
import { ChartTable } from './dashboard-charts-table';

type Month = DashboardCharts['dues_by_month'][number];

/** What fell due and what was collected, month by month, as paired bars. */
export function DuesChart({ months }: { months: Month[] }) {
  const config = useMemo<ChartConfiguration<'bar'>>(
    () => ({
      type: 'bar',
      data: {
        labels: months.map((m) => monthLabel(m.month, 'axis')),
        datasets: [
          {
            label: 'Due',
            data: months.map((m) => m.due),
            backgroundColor: CHART_COLOURS.dueFill,
            borderColor: CHART_COLOURS.dueOutline,
            borderWidth: 1,
            borderRadius: 3,
          },
          {
            label: 'Collected',
            data: months.map((m) => m.collected),
            backgroundColor: CHART_COLOURS.brand,
            borderRadius: 3,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        plugins: {
          legend: { position: 'bottom', labels: { boxWidth: 12 } },
          tooltip: { callbacks: { label: (c) => `${c.dataset.label}: ${formatNaira(c.parsed.y ?? 0)}` } },
        },
        scales: {
          x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 8 } },
          y: {
            beginAtZero: true,
            grid: { color: CHART_COLOURS.grid },
            ticks: { callback: (v) => formatNairaShort(Number(v)), maxTicksLimit: 6 },
          },
        },
      },
    }),
    [months],
  );
  if (months.every((m) => m.due === 0 && m.collected === 0))
    return <ChartEmpty text="No dues fell due and no payments were approved in the last 12 months." />;

  const collected = months.reduce((sum, m) => sum + m.collected, 0);
  const due = months.reduce((sum, m) => sum + m.due, 0);
  const span = `${monthLabel(months[0]!.month, 'full')} to ${monthLabel(months.at(-1)!.month, 'full')}`;
  return (
    <>
      <ChartCanvas
        config={config}
        summary={`Bar chart of dues per month, ${span}: ${formatNaira(collected)} collected of ${formatNaira(due)} due.`}
      />
      <ChartTable
        caption={`Dues collected and due per month, ${span}`}
        columns={['Month', 'Collected', 'Due']}
        rows={months.map((m) => ({
          label: monthLabel(m.month, 'full'),
          values: [formatNaira(m.collected), formatNaira(m.due)],
        }))}
      />
    </>
  );
}
