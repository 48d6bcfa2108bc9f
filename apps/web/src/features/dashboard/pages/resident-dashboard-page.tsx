import { DASHBOARD_MSG, RESIDENT_DASHBOARD_ITEMS } from '@estatehub/shared';
import { useEffect } from 'react';
import { LoadError } from '../../../components/load-error';
import { useDashboard } from '../api/dashboard-api';
import { ResidentAnnouncements } from '../components/resident-announcements';
import { ResidentRecentVisitors } from '../components/resident-recent-visitors';
import { ResidentShortcuts } from '../components/resident-shortcuts';
import { ResidentUpcomingDues } from '../components/resident-upcoming-dues';

/**
 * /resident/dashboard (spec part 1 "Resident dashboard"): the four cards, the dues due within 30
 * days, the newest visitor codes and the estate's newest announcements, all from one call.
 */
export default function ResidentDashboardPage() {
  const summary = useDashboard();
  const data = summary.data?.role === 'resident' ? summary.data : undefined;
  const failed = summary.isError && !data;

  // The spec logs a failed load; the screen also says so, with a retry, rather than showing empty lists.
  useEffect(() => {
    if (summary.error) console.error('Loading the dashboard failed', summary.error);
  }, [summary.error]);

  return (
    <div className="space-y-6">
      {data ? (
        <p className="text-sm text-slate-600">
          What is happening at <span className="font-semibold text-slate-900">{data.estate.name}</span>.
        </p>
      ) : null}
      {failed ? (
        <LoadError title={DASHBOARD_MSG.loadFailed} error={summary.error} onRetry={() => void summary.refetch()} />
      ) : null}

      <ResidentShortcuts data={data} failed={failed} />

      {failed ? null : (
        <>
          <ResidentUpcomingDues dues={data?.upcoming_dues} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <ResidentRecentVisitors visitors={data?.recent_visitors.slice(0, RESIDENT_DASHBOARD_ITEMS)} />
            <ResidentAnnouncements announcements={data?.announcements.slice(0, RESIDENT_DASHBOARD_ITEMS)} />
          </div>
        </>
      )}
    </div>
  );
}
