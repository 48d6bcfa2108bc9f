import { ACTIVITIES_PAGE_SIZE, DASHBOARD_MSG } from '@estatehub/shared';
import { History } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { ListHeader, ListPager } from '../../../components/list-card';
import { QueryListBody } from '../../../components/query-list-body';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { usePageRange } from '../../../lib/use-page-range';
import { useSearchInput } from '../../../lib/use-search-input';
import { DEFAULT_ACTIVITY_FILTERS, hasActivityFilters, useActivityLog } from '../api/dashboard-api';
import { useActivityUrlState } from '../use-activity-url-state';
import { ActivityFilters } from './activity-filters';
import { ActivityTable } from './activity-table';

/** The estate's feed, newest first: search, type and time filters and the pager, all kept in the address. */
export function RecentActivities() {
  const { query, filters, page, update } = useActivityUrlState();
  const setPage = useCallback((next: number) => update({ page: next }), [update]);
  // The typed search reaches the address once typing pauses, and starts again at page 1.
  const [searchInput, setSearchInput] = useSearchInput(filters.search, (search) => update({ search, page: 1 }));
  const log = useActivityLog(query);
  const listTop = useRef<HTMLDivElement>(null);
  const { pages, first, last } = usePageRange(page, ACTIVITIES_PAGE_SIZE, log.data?.count, setPage);

  const rows = log.data?.results ?? [];
  const filtered = hasActivityFilters(filters);
  const feedEmpty = !filtered && log.data?.count === 0;

  return (
    <Card role="region" aria-label="Recent Activities" className="overflow-hidden">
      <ListHeader
        ref={listTop}
        className="scroll-mt-20"
        title="Recent Activities"
        refreshing={log.isFetching && !log.isPending}
        first={first}
        last={last}
        count={log.data?.count ?? 0}
        action={null}
      />
      {/* A feed with nothing in it yet has nothing to search. */}
      {feedEmpty ? null : (
        <div className="border-b border-slate-100 p-5">
          <ActivityFilters
            searchInput={searchInput}
            onSearchInput={setSearchInput}
            filters={filters}
            types={log.data?.types ?? []}
            onType={(type) => update({ type, page: 1 })}
            onPeriod={(period) => update({ period, page: 1 })}
          />
        </div>
      )}
      <QueryListBody
        query={log}
        loadingLabel="Loading activities..."
        errorTitle="Could not load the activities"
        isEmpty={rows.length === 0}
        inset="p-5"
        empty={{
          icon: History,
          title: filtered ? DASHBOARD_MSG.noActivityMatch : DASHBOARD_MSG.noActivities,
          text: filtered
            ? 'Try another search, type or time.'
            : 'Approvals, payments, dues, visitors and alerts will show here as they happen.',
          action: filtered ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setSearchInput('');
                update({ ...DEFAULT_ACTIVITY_FILTERS, page: 1 });
              }}
            >
              Clear filters
            </Button>
          ) : null,
        }}
      >
        <ActivityTable rows={rows} />
      </QueryListBody>
      <ListPager page={page} pages={pages} onPageChange={setPage} label="Activity pages" scrollTo={listTop} />
    </Card>
  );
}
