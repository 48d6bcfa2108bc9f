import { type GateCheck, type GateResult, VISITOR_PURPOSE_LABELS } from '@estatehub/shared';
import { CircleCheck, CircleX, History, TriangleAlert } from 'lucide-react';
import { LoadError } from '../../../components/load-error';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { useRecentChecks } from '../api/get-gate-checks';

const RESULT_BADGES: Record<GateResult, { label: string; tone: 'success' | 'danger' | 'warning' | 'neutral' }> = {
  valid: { label: 'Valid', tone: 'success' },
  invalid: { label: 'Invalid', tone: 'danger' },
  expired: { label: 'Expired', tone: 'warning' },
  used: { label: 'Already used', tone: 'warning' },
  refused: { label: 'Refused', tone: 'neutral' },
};

function ResultBadge({ result }: { result: GateResult }) {
  const { label, tone } = RESULT_BADGES[result];
  const Icon = result === 'valid' ? CircleCheck : result === 'invalid' ? CircleX : TriangleAlert;
  return (
    <Badge tone={tone}>
      <Icon className="size-3.5" aria-hidden="true" />
      {label}
    </Badge>
  );
}

function CheckRow({ check }: { check: GateCheck }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-lg font-bold tracking-widest text-slate-900">{check.code || '—'}</span>
          <ResultBadge result={check.result} />
        </p>
        {check.visitor_name ? (
          <p className="break-words text-sm text-slate-800">
            <span className="font-semibold">{check.visitor_name}</span>
            {check.purpose ? ` · ${VISITOR_PURPOSE_LABELS[check.purpose]}` : null}
          </p>
        ) : null}
        {check.resident ? (
          <p className="break-words text-sm text-slate-600">
            Host: {check.resident.name}, {check.resident.home_address}
          </p>
        ) : null}
      </div>
      <time dateTime={check.checked_at} className="shrink-0 text-sm text-slate-600">
        {formatDateTime(check.checked_at)}
      </time>
    </li>
  );
}

/** The guard's own last ten checks, newest first; refreshed after every check. */
export function RecentChecks() {
  const checks = useRecentChecks();
  return (
    <Card className="p-4 sm:p-6">
      <h2 id="recent-checks" className="text-lg font-semibold text-slate-900">
        Your recent checks
      </h2>
      <div className="mt-2">
        {checks.isPending ? (
          <SkeletonBlock label="Loading your recent checks..." lines={4} />
        ) : checks.isError ? (
          <LoadError title="Could not load your recent checks" error={checks.error} onRetry={() => checks.refetch()} />
        ) : checks.data.results.length === 0 ? (
          <EmptyState icon={History} title="No checks yet" text="Codes you check appear here." />
        ) : (
          <ul aria-labelledby="recent-checks" className="divide-y divide-slate-200">
            {checks.data.results.map((check) => (
              <CheckRow key={check.id} check={check} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
