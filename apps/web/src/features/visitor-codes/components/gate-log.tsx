import type { GateCheck } from '@estatehub/shared';
import { ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { ListHeader, ListPager } from '../../../components/list-card';
import { QueryListBody } from '../../../components/query-list-body';
import { CardHead, ResponsiveTable } from '../../../components/responsive-table';
import { Card } from '../../../components/ui/card';
import { spacedCode } from '../../../components/visitor-code-labels';
import { formatDateTime } from '../../../lib/format';
import { usePageRange } from '../../../lib/use-page-range';
import { GATE_LOG_PAGE_SIZE, useGateChecks } from '../api/get-gate-checks';
import { GateResultBadge, purposeLabel } from './code-labels';

const COLUMNS = ['Time', 'Code', 'Result', 'Visitor', 'Host and house', 'Guard'];

function Visitor({ check }: { check: GateCheck }) {
  if (!check.visitor_name) return <span className="text-slate-400">—</span>;
  return (
    <span>
      <span className="font-medium text-slate-900">{check.visitor_name}</span>
      <span className="block text-xs text-slate-500">{purposeLabel(check.purpose)}</span>
    </span>
  );
}

function Host({ check }: { check: GateCheck }) {
  if (!check.resident) return <span className="text-slate-400">—</span>;
  return (
    <span>
      <span className="text-slate-900">{check.resident.name}</span>
      {check.resident.home_address ? (
        <span className="block text-xs text-slate-500">{check.resident.home_address}</span>
      ) : null}
    </span>
  );
}

/** The admin's gate log: every check at the estate's gate, newest first, whoever made it. */
export function GateLog() {
  // The page lives here, not in the address: ?page belongs to the code history above.
  const [page, setPage] = useState(1);
  const checks = useGateChecks(page);
  const listTop = useRef<HTMLDivElement>(null);
  const { pages, first, last } = usePageRange(page, GATE_LOG_PAGE_SIZE, checks.data?.count, setPage);
  const rows = checks.data?.results ?? [];

  return (
    <section aria-label="Gate log">
      <Card className="overflow-hidden">
        <ListHeader
          ref={listTop}
          className="scroll-mt-24"
          title="Gate log"
          action={null}
          refreshing={checks.isFetching && !checks.isPending}
          first={first}
          last={last}
          count={checks.data?.count ?? 0}
          fallback="Every code checked at the estate's gate."
        />
        <QueryListBody
          query={checks}
          loadingLabel="Loading the gate log..."
          errorTitle="Could not load the gate log"
          isEmpty={rows.length === 0}
          inset="p-5"
          empty={{
            icon: ShieldCheck,
            title: 'No gate checks yet.',
            text: 'Codes your security staff verify appear here.',
          }}
        >
          <ResponsiveTable
            rows={rows}
            wideFrom="(min-width: 1024px)"
            caption="Gate checks, newest first"
            listLabel="Gate checks"
            columns={COLUMNS}
            edge={5}
            rowClassName="align-top"
            cells={(check) => (
              <>
                <th scope="row" className="px-2 py-3 font-normal whitespace-nowrap text-slate-700">
                  {formatDateTime(check.checked_at)}
                </th>
                <td className="px-2 py-3 font-mono whitespace-nowrap text-slate-900">{spacedCode(check.code)}</td>
                <td className="px-2 py-3">
                  <GateResultBadge result={check.result} />
                </td>
                <td className="max-w-48 px-2 py-3 break-words">
                  <Visitor check={check} />
                </td>
                <td className="max-w-56 px-2 py-3 break-words">
                  <Host check={check} />
                </td>
                <td className="px-2 py-3 text-slate-700">{check.guard_name}</td>
              </>
            )}
            card={(check) => (
              <>
                <CardHead
                  title={<span className="font-mono">{spacedCode(check.code) || '—'}</span>}
                  badge={<GateResultBadge result={check.result} />}
                >
                  <p className="text-xs text-slate-500">{formatDateTime(check.checked_at)}</p>
                </CardHead>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                  <dt className="text-slate-500">Visitor</dt>
                  <dd className="break-words">
                    <Visitor check={check} />
                  </dd>
                  <dt className="text-slate-500">Host</dt>
                  <dd className="break-words">
                    <Host check={check} />
                  </dd>
                  <dt className="text-slate-500">Guard</dt>
                  <dd className="text-slate-700">{check.guard_name}</dd>
                </dl>
              </>
            )}
          />
        </QueryListBody>
        <ListPager page={page} pages={pages} onPageChange={setPage} label="Gate log pages" scrollTo={listTop} />
      </Card>
    </section>
  );
}
