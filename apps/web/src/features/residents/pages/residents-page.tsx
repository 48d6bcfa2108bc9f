import { RESIDENTS_PAGE_SIZE, type ResidentRow } from '@estatehub/shared';
import { CircleCheck, Clock, FileDown, Users } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { messageOr } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
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

function Counter({ label, value, icon, tone }: { label: string; value?: number; icon: ReactNode; tone: string }) {
  return (
    <Card className="flex items-center gap-4 p-3 sm:p-5">
      <span className={`hidden size-11 shrink-0 place-items-center rounded-full sm:grid ${tone}`}>{icon}</span>
      <div className="min-w-0">
        <p className="text-xs text-slate-600 sm:text-sm">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-7 w-12" />
        ) : (
          <p className="text-2xl font-bold text-slate-900">{value.toLocaleString('en-NG')}</p>
        )}
      </div>
    </Card>
  );
}

function TableSkeleton() {
  return (
    <div role="status" className="space-y-3 p-4">
      <span className="sr-only">Loading residents...</span>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** /admin/residents: counters over the filtered set, filters, Export PDF, 10 per page, approve and delete. */
export default function ResidentsPage() {
  const approve = useApproveResident();
  const remove = useDeleteResident();
  const { filters, page, update } = useResidentsUrlState();
  const setPage = useCallback((next: number) => update({ page: next }), [update]);
  const [searchInput, setSearchInput] = useState(filters.search);
  const search = useDebouncedValue(searchInput.trim(), 300);
  const residents = useResidents(page, filters);
  const [approvingId, setApprovingId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<ResidentRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const listTop = useRef<HTMLDivElement>(null);

  // The typed search reaches the address once it settles, and starts again at page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the settled search changes
  useEffect(() => {
    if (search !== filters.search) update({ search, page: 1 });
  }, [search]);
  const changeSelects = (patch: Partial<Omit<ResidentFilters, 'search'>>) => update({ ...patch, page: 1 });

  const count = residents.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / RESIDENTS_PAGE_SIZE));
  // After a delete empties the last page, step back.
  useEffect(() => {
    if (residents.data && page > pages) setPage(pages);
  }, [residents.data, page, pages, setPage]);

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

  let body: ReactNode;
  if (residents.isPending) body = <TableSkeleton />;
  else if (residents.isError)
    body = (
      <div className="p-4">
        <Alert variant="error" title="Could not load residents">
          <p>{messageOr(residents.error, 'Please check your connection and try again.')}</p>
          <Button variant="link" onClick={() => void residents.refetch()} className="mt-2 font-semibold text-red-800">
            Try again
          </Button>
        </Alert>
      </div>
    );
  else if (rows.length === 0)
    body = (
      <div className="p-4">
        <EmptyState
          icon={Users}
          title={filtered ? NO_MATCHES : NO_RESIDENTS}
          text={filtered ? 'Try another search or clear the filters.' : 'Residents appear here once they register.'}
          action={
            filtered ? (
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
            ) : null
          }
        />
      </div>
    );
  else body = <ResidentsTable rows={rows} approvingId={approvingId} onApprove={onApprove} onDelete={setToDelete} />;

  const first = (page - 1) * RESIDENTS_PAGE_SIZE + 1;
  const last = Math.min(page * RESIDENTS_PAGE_SIZE, count);

  return (
    <div className="space-y-6">
      <section aria-label="Resident counts" className="grid grid-cols-3 gap-2 sm:gap-4">
        <Counter
          label="Total Residents"
          value={counts?.total}
          tone="bg-brand-50 text-brand-700"
          icon={<Users className="size-5" aria-hidden="true" />}
        />
        <Counter
          label="Approved"
          value={counts?.approved}
          tone="bg-emerald-50 text-emerald-700"
          icon={<CircleCheck className="size-5" aria-hidden="true" />}
        />
        <Counter
          label="Pending"
          value={counts?.pending}
          tone="bg-amber-50 text-amber-700"
          icon={<Clock className="size-5" aria-hidden="true" />}
        />
      </section>

      <Card className="p-5">
        <ResidentFiltersBar
          searchInput={searchInput}
          onSearchInput={setSearchInput}
          filters={filters}
          onChange={changeSelects}
        />
      </Card>

      <Card className="overflow-hidden">
        <div
          ref={listTop}
          className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-3"
        >
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h2 className="font-semibold text-slate-900">Residents</h2>
            <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
              {residents.isFetching && !residents.isPending ? (
                <Spinner size="sm" label={null} className="text-brand-700" />
              ) : null}
              {residents.data && count > 0 ? `Showing ${first}–${last} of ${count.toLocaleString('en-NG')}` : null}
            </p>
          </div>
          <a
            href={residentsPdfUrl(filters)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'sm')}
          >
            <FileDown className="size-4" aria-hidden="true" />
            Export PDF
          </a>
        </div>
        {body}
        {residents.data && pages > 1 ? (
          <div className="border-t border-slate-100 p-4">
            <Pagination
              page={page}
              pages={pages}
              onPageChange={(next) => {
                setPage(next);
                listTop.current?.scrollIntoView({ block: 'start' });
              }}
              label="Resident pages"
            />
          </div>
        ) : null}
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
