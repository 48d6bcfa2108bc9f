import { RESIDENTS_PAGE_SIZE, type ResidentRow } from '@estatehub/shared';
import { FileDown, Users } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { ListHeader, ListPager } from '../../../components/list-card';
import { QueryListBody } from '../../../components/query-list-body';
import { StatusCounters } from '../../../components/stat-counter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageOr } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { usePageRange } from '../../../lib/use-page-range';
import { useSearchInput } from '../../../lib/use-search-input';
import { useApproveResident } from '../api/approve-resident';
import { useDeleteResident } from '../api/delete-resident';
import { DEFAULT_FILTERS, hasActiveFilters, type ResidentFilters, useResidents } from '../api/get-residents';
import { residentsPdfUrl } from '../api/residents-pdf-url';
import { ResidentFiltersBar } from '../components/resident-filters';
import { fullName } from '../components/resident-labels';
import { ResidentsTable } from '../components/residents-table';
import { useResidentsUrlState } from '../use-residents-url-state';

export const NO_RESIDENTS = 'No residents found';
export const NO_MATCHES = 'No residents match your filters';
export const APPROVED_FALLBACK = 'Resident approved successfully.';
export const APPROVE_FAILED = 'Failed to approve resident.';
export const DELETED = 'Resident deleted successfully.';
export const DELETE_FAILED = 'Failed to delete resident.';

/** /admin/residents: counters over the filtered set, filters, Export PDF, 10 per page, approve and delete. */
export default function ResidentsPage() {
  const approve = useApproveResident();
  const remove = useDeleteResident();
  const { filters, page, update } = useResidentsUrlState();
  const setPage = useCallback((next: number) => update({ page: next }), [update]);
  // The typed search reaches the address once it settles, and starts again at page 1.
  const [searchInput, setSearchInput] = useSearchInput(filters.search, (search) => update({ search, page: 1 }));
  const residents = useResidents(page, filters);
  const [approvingId, setApprovingId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<ResidentRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const listTop = useRef<HTMLDivElement>(null);

  const changeSelects = (patch: Partial<Omit<ResidentFilters, 'search'>>) => update({ ...patch, page: 1 });

  const count = residents.data?.count ?? 0;
  // After a delete empties the last page, step back.
  const { pages, first, last } = usePageRange(page, RESIDENTS_PAGE_SIZE, residents.data?.count, setPage);

  const onApprove = async (row: ResidentRow) => {
    setApprovingId(row.id);
    try {
      const answer = await approve.mutateAsync(row.id);
      notify.success(answer.detail || APPROVED_FALLBACK);
    } catch (error) {
      notify.error(messageOr(error, APPROVE_FAILED));
    } finally {
      setApprovingId(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await remove.mutateAsync(toDelete.id);
      notify.success(DELETED);
      setToDelete(null);
    } catch (error) {
      notify.error(messageOr(error, DELETE_FAILED));
    } finally {
      setDeleting(false);
    }
  };

  const filtered = hasActiveFilters(filters);
  const rows = residents.data?.results ?? [];
  const counts = residents.data?.counts;

  return (
    <div className="space-y-6">
      <StatusCounters
        label="Resident counts"
        counts={counts}
        totalLabel="Total Residents"
        totalIcon={Users}
        className="grid grid-cols-3 gap-2 sm:gap-4"
      />

      <Card className="p-5">
        <ResidentFiltersBar
          searchInput={searchInput}
          onSearchInput={setSearchInput}
          filters={filters}
          onChange={changeSelects}
        />
      </Card>

      <Card className="overflow-hidden">
        <ListHeader
          ref={listTop}
          title="Residents"
          refreshing={residents.isFetching && !residents.isPending}
          first={first}
          last={last}
          count={count}
          action={
            <a
              href={residentsPdfUrl(filters)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', 'sm')}
            >
              <FileDown className="size-4" aria-hidden="true" />
              Export PDF
            </a>
          }
        />
        <QueryListBody
          query={residents}
          loadingLabel="Loading residents..."
          errorTitle="Could not load residents"
          isEmpty={rows.length === 0}
          empty={{
            icon: Users,
            title: filtered ? NO_MATCHES : NO_RESIDENTS,
            text: filtered ? 'Try another search or clear the filters.' : 'Residents appear here once they register.',
            action: filtered ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setSearchInput('');
                  update({ ...DEFAULT_FILTERS, page: 1 });
                }}
              >
                Clear filters
              </Button>
            ) : null,
          }}
        >
          <ResidentsTable rows={rows} approvingId={approvingId} onApprove={onApprove} onDelete={setToDelete} />
        </QueryListBody>
        <ListPager page={page} pages={pages} onPageChange={setPage} label="Resident pages" scrollTo={listTop} />
      </Card>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title="Delete resident?"
        description={
          toDelete
            ? `${fullName(toDelete)} (${toDelete.email}) will be removed from the estate. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleting}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
