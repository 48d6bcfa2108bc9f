import { PAYMENT_MSG, RESIDENT_PAYMENTS_PAGE_SIZE } from '@estatehub/shared';
import { Receipt } from 'lucide-react';
import { useCallback, useId, useRef } from 'react';
import { SearchInput } from '../../../components/filter-controls';
import { ListPager, ListRange } from '../../../components/list-card';
import { QueryListBody } from '../../../components/query-list-body';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { usePageRange } from '../../../lib/use-page-range';
import { useSearchInput } from '../../../lib/use-search-input';
import { usePaymentHistory } from '../api/get-payment-history';
import { useHistoryUrlState } from '../use-history-url-state';
import { PaymentRows } from './payment-rows';

/** Spec part 2 section 9: the first, the last, and the pages within 2 of the current. */
const PAGE_RADIUS = 2;

/** The resident's payments: 5 a page, newest first, searched by due title. */
export function PaymentHistory() {
  const { search, page, update } = useHistoryUrlState();
  const setPage = useCallback((next: number) => update({ page: next }), [update]);
  // The typed search reaches the address once it settles, and starts again at page 1.
  const [searchInput, setSearchInput] = useSearchInput(search, (settled) => update({ search: settled, page: 1 }));
  const history = usePaymentHistory(page, search);
  const listTop = useRef<HTMLDivElement>(null);
  const searchId = useId();

  const count = history.data?.count ?? 0;
  // A page past the end (an old link) steps back to the last one.
  const { pages, first, last } = usePageRange(page, RESIDENT_PAYMENTS_PAGE_SIZE, history.data?.count, setPage);

  const rows = history.data?.results ?? [];
  return (
    <Card className="overflow-hidden">
      <div
        ref={listTop}
        className="flex scroll-mt-24 flex-wrap items-end justify-between gap-3 border-b border-slate-100 px-5 py-4"
      >
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Payment History</h2>
          <ListRange
            refreshing={history.isFetching && !history.isPending}
            first={first}
            last={last}
            count={count}
            fallback="Your payments, newest first."
          />
        </div>
        <div className="relative w-full sm:w-72">
          <label htmlFor={searchId} className="sr-only">
            Search by due title
          </label>
          <SearchInput
            id={searchId}
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder="Search by due title"
            maxLength={100}
          />
        </div>
      </div>
      <QueryListBody
        query={history}
        loadingLabel="Loading payments..."
        errorTitle="Could not load your payments"
        isEmpty={rows.length === 0}
        inset="p-5"
        empty={{
          icon: Receipt,
          title: search ? PAYMENT_MSG.noPaymentsMatch : PAYMENT_MSG.noPayments,
          text: search ? 'Try another due title.' : 'Payment evidence you upload appears here with its status.',
          action: search ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setSearchInput('');
                update({ search: '', page: 1 });
              }}
            >
              Clear search
            </Button>
          ) : null,
        }}
      >
        <PaymentRows payments={rows} />
      </QueryListBody>
      <ListPager
        page={page}
        pages={pages}
        radius={PAGE_RADIUS}
        onPageChange={setPage}
        label="Payment history pages"
        scrollTo={listTop}
      />
    </Card>
  );
}
