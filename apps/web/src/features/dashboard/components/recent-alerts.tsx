import { alertSenderLabel, DASHBOARD_MSG, type DashboardAlert, RECENT_ALERTS_SHOWN } from '@estatehub/shared';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { alertVisual } from '../../../lib/live/alert-visuals';

function AlertItem({ alert }: { alert: DashboardAlert }) {
  const look = alertVisual(alert.alert_type);
  const Icon = look.icon;
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <span className={cn('grid size-9 shrink-0 place-items-center rounded-full', look.tint)}>
        <Icon className={cn('size-4', look.text)} aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 className="font-medium text-slate-900">{look.label}</h3>
          <time dateTime={alert.created_at} className="text-xs text-slate-500">
            {formatDateTime(alert.created_at)}
          </time>
        </div>
        <p className="text-sm text-slate-700">
          <span className="text-slate-500">From </span>
          {alertSenderLabel(alert)}
        </p>
        {alert.other_reason ? <p className="text-sm text-slate-600">{alert.other_reason}</p> : null}
      </div>
    </li>
  );
}

/** The newest alerts: the summary brings RECENT_ALERTS_FETCHED, the panel shows the first RECENT_ALERTS_SHOWN. */
export function RecentAlerts({ alerts }: { alerts: DashboardAlert[] | undefined }) {
  const shown = alerts?.slice(0, RECENT_ALERTS_SHOWN);
  return (
    <Card aria-labelledby="recent-alerts-title" role="region">
      <CardHeader
        title={<span id="recent-alerts-title">Recent Emergency Alerts</span>}
        action={
          // The alerts screen is open whatever the subscription (decision 018).
          <Link to="/admin/alerts" className="text-sm font-medium text-brand-700 hover:underline">
            View all<span className="sr-only"> emergency alerts</span>
          </Link>
        }
      />
      <div className="p-5">
        {shown === undefined ? (
          <SkeletonBlock label="Loading recent alerts..." lines={4} />
        ) : shown.length === 0 ? (
          <EmptyState icon={ShieldCheck} title={DASHBOARD_MSG.noAlerts} className="py-6" />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Recent emergency alerts">
            {shown.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
