import { SUBSCRIPTION_CHARGES_PAGE_SIZE, SUBSCRIPTION_MSG } from '@estatehub/shared';
import { Download, ReceiptText } from 'lucide-react';
import { useRef, useState } from 'react';
import { ListHeader, ListPager } from '../../../components/list-card';
import { QueryListBody } from '../../../components/query-list-body';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-client';
import { formatKobo } from '../../../lib/format';
import { usePageRange } from '../../../lib/use-page-range';
import { useCharges } from '../api/subscription-api';
import { longDay } from './subscription-labels';

/** The caller's successful charges, each with its PDF invoice: a table, cards below sm. */
export function BillingHistory() {
  const [page, setPage] = useState(1);
  const charges = useCharges(page);
  const top = useRef<HTMLDivElement>(null);
  const { pages, first, last } = usePageRange(page, SUBSCRIPTION_CHARGES_PAGE_SIZE, charges.data?.count, setPage);
  // Not served by this server: leave the section out rather than show an error.
  if (isApiError(charges.error) && charges.error.status === 404) return null;
  const rows = charges.data?.results ?? [];

  const invoice = (url: string, reference: string) => (
    <a href={url} download className={buttonClasses('outline', 'sm')} aria-label={`Download invoice ${reference}`}>
      <Download className="size-4" aria-hidden="true" />
      Download invoice
    </a>
  );

  return (
    <Card className="overflow-hidden">
      <ListHeader
        ref={top}
        className="scroll-mt-20"
        title="Billing history"
        refreshing={charges.isFetching && !charges.isPending}
        first={first}
        last={last}
        count={charges.data?.count ?? 0}
        action={null}
      />
      <QueryListBody
        query={charges}
        loadingLabel="Loading billing history..."
        errorTitle="Could not load the billing history"
        isEmpty={rows.length === 0}
        empty={{ icon: ReceiptText, title: SUBSCRIPTION_MSG.noCharges }}
      >
        <table className="hidden w-full text-left text-sm sm:table">
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-5 py-3">
                Date
              </th>
              <th scope="col" className="px-5 py-3">
                Plan
              </th>
              <th scope="col" className="px-5 py-3">
                Amount
              </th>
              <th scope="col" className="px-5 py-3">
                Reference
              </th>
              <th scope="col" className="px-5 py-3">
                <span className="sr-only">Invoice</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="px-5 py-3 whitespace-nowrap">{longDay(row.paid_at)}</td>
                <td className="px-5 py-3">
                  {row.plan_name} ({row.interval})
                </td>
                <td className="px-5 py-3 whitespace-nowrap">{formatKobo(row.amount)}</td>
                <td className="px-5 py-3 font-mono text-xs break-all">{row.reference}</td>
                <td className="px-5 py-3 text-right">{invoice(row.invoice_url, row.reference)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="divide-y divide-slate-100 sm:hidden">
          {rows.map((row) => (
            <li key={row.id} className="space-y-2 p-4 text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-semibold text-slate-900">
                  {row.plan_name} ({row.interval})
                </span>
                <span className="font-semibold text-slate-900">{formatKobo(row.amount)}</span>
              </div>
              <p className="text-slate-600">{longDay(row.paid_at)}</p>
              <p className="font-mono text-xs break-all text-slate-600">{row.reference}</p>
              {invoice(row.invoice_url, row.reference)}
            </li>
          ))}
        </ul>
      </QueryListBody>
      <ListPager page={page} pages={pages} onPageChange={setPage} label="Billing history pages" scrollTo={top} />
    </Card>
  );
}
