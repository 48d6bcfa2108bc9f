import { DASHBOARD_MSG, type RecentVisitor } from '@estatehub/shared';
import { Users } from 'lucide-react';
// The visitor-code screen's own status rule and badge, so a pass reads the same on both screens.
import { CodeStatusBadge, codeStatus, spacedCode } from '../../../components/visitor-code-labels';
import { formatDateTime } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { ResidentPanel } from './resident-panel';

/** How often an Active pass is re-checked, so it turns Expired without a reload. */
const STATUS_REFRESH_MS = 30_000;

/** The resident's newest visitor codes: visitor, code, when it was made, and Used, Expired or Active. */
export function ResidentRecentVisitors({ visitors }: { visitors: RecentVisitor[] | undefined }) {
  const now = useNow(STATUS_REFRESH_MS);
  return (
    <ResidentPanel
      title="Recent Visitors"
      description="Your latest visitor codes."
      link={{ to: '/resident/visitor-codes', text: 'All codes', label: 'All visitor codes' }}
      rows={visitors}
      empty={{
        icon: Users,
        title: DASHBOARD_MSG.noRecentVisitors,
        text: 'Codes you generate for your guests will appear here.',
      }}
    >
      {(rows) => (
        <ul className="divide-y divide-slate-100" aria-label="Recent visitors">
          {rows.map((visitor) => (
            <li key={visitor.id} className="flex items-start justify-between gap-3 px-5 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{visitor.visitor_name}</p>
                <p className="mt-0.5 flex flex-wrap gap-x-2 text-sm text-slate-600">
                  <span>
                    <span className="sr-only">Code </span>
                    <span className="font-mono font-semibold text-slate-800">{spacedCode(visitor.code)}</span>
                  </span>
                  <span aria-hidden="true">·</span>
                  <span>
                    <span className="sr-only">Created </span>
                    <time dateTime={visitor.created_at}>{formatDateTime(visitor.created_at)}</time>
                  </span>
                </p>
              </div>
              <span className="shrink-0">
                <span className="sr-only">Status: </span>
                <CodeStatusBadge status={codeStatus(visitor, now)} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </ResidentPanel>
  );
}
