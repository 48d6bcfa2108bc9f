import { VISITOR_CODES_PAGE_SIZE, VISITOR_MSG } from '@estatehub/shared';
import { KeyRound } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { ListHeader, ListPager } from '../../../components/list-card';
import { QueryListBody } from '../../../components/query-list-body';
import { CardHead, ResponsiveTable } from '../../../components/responsive-table';
import { Card } from '../../../components/ui/card';
import { CodeStatusBadge, codeStatus, spacedCode } from '../../../components/visitor-code-labels';
import { formatDateTime } from '../../../lib/format';
import { pageParam, useAddressState } from '../../../lib/use-address-state';
import { useNow } from '../../../lib/use-now';
import { usePageRange } from '../../../lib/use-page-range';
import { useVisitorCodes } from '../api/get-visitor-codes';
import { purposeLabel } from './code-labels';

type HistoryAddress = { page: number };
const readHistory = (params: URLSearchParams): HistoryAddress => ({ page: pageParam(params) });
function writeHistory(next: HistoryAddress): URLSearchParams {
  const out = new URLSearchParams();
  if (next.page > 1) out.set('page', String(next.page));
  return out;
}

const COLUMNS = ['Visitor', 'Purpose', 'Code', 'Created', 'Expires', 'Status'];

/** The person's codes, newest first, 10 a page through ?page; statuses move to Expired as time passes. */
export function CodeHistory() {
  const { state, update } = useAddressState(readHistory, writeHistory);
  const { page } = state;
  const setPage = useCallback((next: number) => update({ page: next }), [update]);
  const codes = useVisitorCodes(page);
  const now = useNow(15_000);
  const listTop = useRef<HTMLDivElement>(null);
  const count = codes.data?.count ?? 0;
  const { pages, first, last } = usePageRange(page, VISITOR_CODES_PAGE_SIZE, codes.data?.count, setPage);
  const rows = codes.data?.results ?? [];

  return (
    <Card className="overflow-hidden">
      <ListHeader
        ref={listTop}
        className="scroll-mt-24"
        title="Visitor Code History"
        action={null}
        refreshing={codes.isFetching && !codes.isPending}
        first={first}
        last={last}
        count={count}
      />
      <QueryListBody
        query={codes}
        loadingLabel="Loading visitor codes..."
        errorTitle={VISITOR_MSG.loadFailed}
        isEmpty={rows.length === 0}
        inset="p-5"
        empty={{
          icon: KeyRound,
          title: VISITOR_MSG.noCodes,
          text: 'Codes you generate appear here with their status.',
        }}
      >
        <ResponsiveTable
          rows={rows}
          wideFrom="(min-width: 768px)"
          caption="Visitor codes, newest first"
          listLabel="Visitor codes"
          columns={COLUMNS}
          edge={5}
          cells={(code) => (
            <>
              <th scope="row" className="max-w-56 px-2 py-3 font-medium break-words text-slate-900">
                {code.visitor_name}
              </th>
              <td className="px-2 py-3 text-slate-700">{purposeLabel(code.purpose)}</td>
              <td className="px-2 py-3 font-mono whitespace-nowrap text-slate-900">{spacedCode(code.code)}</td>
              <td className="px-2 py-3 whitespace-nowrap text-slate-700">{formatDateTime(code.created_at)}</td>
              <td className="px-2 py-3 whitespace-nowrap text-slate-700">{formatDateTime(code.expires_at)}</td>
              <td className="px-2 py-3">
                <CodeStatusBadge status={codeStatus(code, now)} />
              </td>
            </>
          )}
          card={(code) => (
            <>
              <CardHead title={code.visitor_name} badge={<CodeStatusBadge status={codeStatus(code, now)} />}>
                <p className="text-xs text-slate-500">{purposeLabel(code.purpose)}</p>
              </CardHead>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                <dt className="text-slate-500">Code</dt>
                <dd className="font-mono font-semibold text-slate-900">{spacedCode(code.code)}</dd>
                <dt className="text-slate-500">Created</dt>
                <dd className="text-slate-700">{formatDateTime(code.created_at)}</dd>
                <dt className="text-slate-500">Expires</dt>
                <dd className="text-slate-700">{formatDateTime(code.expires_at)}</dd>
              </dl>
            </>
          )}
        />
      </QueryListBody>
      <ListPager page={page} pages={pages} onPageChange={setPage} label="Visitor code pages" scrollTo={listTop} />
    </Card>
  );
}
