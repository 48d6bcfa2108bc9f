import { DASHBOARD_MSG } from '@estatehub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { LoadError } from '../../../components/load-error';
import { useAuth } from '../../../lib/auth/auth-context';
import { useLiveEvent } from '../../../lib/live/use-live-event';
import { dashboardKeys, useDashboard } from '../api/dashboard-api';
import { AdminStatCards } from '../components/admin-stat-cards';
import { DashboardChartsSkeleton } from '../components/dashboard-charts-frame';
import { InactiveBanner } from '../components/inactive-banner';
import { QuickActions } from '../components/quick-actions';
import { RecentActivities } from '../components/recent-activities';
import { RecentAlerts } from '../components/recent-alerts';
import { StaffPanel } from '../components/staff-panel';

// The chart library is big: it loads with the dashboard's charts, not with the app.
const DashboardCharts = lazy(() =>
  import('../components/dashboard-charts').then((module) => ({ default: module.DashboardCharts })),
);

/** /admin/dashboard: spec part 1 "Admin dashboard". */
export default function AdminDashboardPage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const summary = useDashboard();
  const data = summary.data?.role === 'admin' ? summary.data : undefined;
  // The signed-in user's flag can be older than the summary (the plan lapsed since sign-in): either
  // one saying inactive is enough for the banner, and the cards and actions rest.
  const active = (user?.subscription_active ?? true) && (data?.subscription_active ?? true);
  // A failed refresh keeps the figures already shown; only a first load that fails shows the error.
  const failed = summary.isError && !data;

  // A new alert moves the Emergency Alerts card, the recent alerts and the feed at once (not the charts).
  useLiveEvent('alert', () => {
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.activities });
  });

  return (
    <div className="space-y-6">
      {active ? null : <InactiveBanner renewPath="/admin/subscription" />}

      {failed ? (
        <LoadError title={DASHBOARD_MSG.loadFailed} error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <AdminStatCards data={data} linked={active} />
      )}

      <section aria-label="Charts">
        <Suspense fallback={<DashboardChartsSkeleton />}>
          <DashboardCharts />
        </Suspense>
      </section>

      {/* These panels read the summary too: after a failed load the error above stands for them. */}
      {failed ? null : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <RecentAlerts alerts={data?.recent_alerts} />
          <div className="space-y-6">
            <QuickActions data={data} active={active} />
            {data && data.staff.total > 0 ? <StaffPanel staff={data.staff} linked={active} /> : null}
          </div>
        </div>
      )}

      <RecentActivities />
    </div>
  );
}
