import { LoadError } from '../../../components/load-error';
import { useDashboardCharts } from '../api/charts-api';
import { DuesChart } from './dashboard-charts-dues';
import { ChartCard, ChartsGrid, DashboardChartsSkeleton } from './dashboard-charts-frame';
import { GateChart } from './dashboard-charts-gate';
import { PaymentsChart } from './dashboard-charts-payments';

/**
 * The admin dashboard's charts: dues collected against due per month, payments by status, gate
 * check-ins per day. This module pulls in Chart.js, so the page loads it with React.lazy (the
 * library then arrives only with the dashboard); each chart is also a table for screen readers.
 */
export function DashboardCharts() {
  const charts = useDashboardCharts();
  if (charts.isPending) return <DashboardChartsSkeleton />;
  if (charts.isError)
    return <LoadError title="Could not load the charts" error={charts.error} onRetry={() => void charts.refetch()} />;
  const { dues_by_month, payments_by_status, gate_checkins } = charts.data;
  return (
    <ChartsGrid>
      <ChartCard name="dues">
        <DuesChart months={dues_by_month} />
      </ChartCard>
      <ChartCard name="payments">
        <PaymentsChart counts={payments_by_status} />
      </ChartCard>
      <ChartCard name="gate">
        <GateChart days={gate_checkins} />
      </ChartCard>
    </ChartsGrid>
  );
}
