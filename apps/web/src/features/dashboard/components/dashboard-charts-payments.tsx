import { type DashboardCharts, PAYMENT_STATUSES, type PaymentStatus } from '@estatehub/shared';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { formatCount } from './chart-format';
import { CHART_COLOURS } from './chart-setup';
import { ChartCanvas } from './dashboard-charts-canvas';
import { ChartEmpty } from './dashboard-charts-empty';
import { ChartTable } from './dashboard-charts-table';

const LABELS: Record<PaymentStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/** How many payments are pending, approved and rejected, as a doughnut in the status badges' colours. */
export function PaymentsChart({ counts }: { counts: DashboardCharts['payments_by_status'] }) {
  const config = useMemo<ChartConfiguration<'doughnut'>>(
    () => ({
      type: 'doughnut',
      data: {
        labels: PAYMENT_STATUSES.map((s) => LABELS[s]),
        datasets: [
          {
            data: PAYMENT_STATUSES.map((s) => counts[s]),
            backgroundColor: PAYMENT_STATUSES.map((s) => CHART_COLOURS[s]),
            borderColor: '#ffffff',
            borderWidth: 2,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        cutout: '60%',
        plugins: {
          legend: { position: 'bottom', labels: { boxWidth: 12 } },
          tooltip: { callbacks: { label: (c) => `${c.label}: ${formatCount(c.parsed)}` } },
        },
      },
    }),
    [counts],
  );
  const total = PAYMENT_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  if (total === 0) return <ChartEmpty text="No payments have been sent yet." />;

  const parts = PAYMENT_STATUSES.map((s) => `${formatCount(counts[s])} ${LABELS[s].toLowerCase()}`).join(', ');
  return (
    <>
      <ChartCanvas config={config} summary={`Doughnut chart of ${formatCount(total)} payments: ${parts}.`} />
      <ChartTable
        caption="Payments by status"
        columns={['Status', 'Payments']}
        rows={PAYMENT_STATUSES.map((s) => ({ label: LABELS[s], values: [formatCount(counts[s])] }))}
      />
    </>
  );
}
