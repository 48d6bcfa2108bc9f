import { DUE_MSG, DUES_PAGE_SIZE, type Due } from '@estatehub/shared';
import { Plus, ReceiptText } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ListHeader, ListPager } from '../../../components/list-card';
import { QueryListBody } from '../../../components/query-list-body';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageOr } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { usePageRange } from '../../../lib/use-page-range';
import { useSearchInput } from '../../../lib/use-search-input';
import { useDeleteDue } from '../api/delete-due';
import { lagosToday } from '../api/due-form';
import { DEFAULT_DUE_FILTERS, type DueStatusFilter, hasActiveDueFilters, useDues } from '../api/get-dues';
import { reminderFailure, reminderSuccess, useSendDueReminder } from '../api/send-due-reminder';
import { type DueDialogTarget, DueFormDialog } from '../components/due-form-dialog';
import { formatDueDate } from '../components/due-labels';
import { DuesFilters } from '../components/dues-filters';
import { DuesSummary } from '../components/dues-summary';
import { DuesTable } from '../components/dues-table';
import { useDuesUrlState } from '../use-dues-url-state';

/** /admin/dues (Dues Management): summary cards, search and status filter, the list, add/edit, delete, reminders. */
export default function DuesPage() {
  const { filters, page, adding, update } = useDuesUrlState();
  const setPage = useCallback((next: number) => update({ page: next }), [update]);
  // The typed search reaches the address once it settles, and starts again at page 1.
  const [searchInput, setSearchInput] = useSearchInput(filters.search, (search) => update({ search, page: 1 }));
  const dues = useDues(page, filters);
  const remove = useDeleteDue();
  const remind = useSendDueReminder();
  const today = useMemo(() => lagosToday(), []);
  const [dialog, setDialog] = useState<DueDialogTarget>(null);
  const [toDelete, setToDelete] = useState<Due | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [toRemind, setToRemind] = useState<Due | null>(null);
  const [remindingId, setRemindingId] = useState<number | null>(null);
  const listTop = useRef<HTMLDivElement>(null);

  const setStatus = (status: DueStatusFilter) => update({ status, page: 1 });

  // `?new=1` (a link from elsewhere) opens the add form once; the address forgets it.
  useEffect(() => {
    if (!adding) return;
    setDialog('new');
    update({ adding: false });
  }, [adding, update]);

  const count = dues.data?.count ?? 0;
  // After a delete empties the last page, step back.
  const { pages, first, last } = usePageRange(page, DUES_PAGE_SIZE, dues.data?.count, setPage);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await remove.mutateAsync(toDelete.id);
      notify.success(DUE_MSG.deleted);
      setToDelete(null);
    } catch (error) {
      notify.error(messageOr(error, DUE_MSG.deleteFailed));
    } finally {
      setDeleting(false);
    }
  };

  const confirmRemind = async () => {
    if (!toRemind) return;
    const due = toRemind;
    setToRemind(null);
    setRemindingId(due.id);
    try {
      notify.success(reminderSuccess(await remind.mutateAsync(due.id)), { duration: 6000 });
    } catch (error) {
      notify.error(reminderFailure(error), { duration: 8000 });
    } finally {
      setRemindingId(null);
    }
  };

  const filtered = hasActiveDueFilters(filters);
  const rows = dues.data?.results ?? [];

  return (
    <div className="space-y-6">
      <DuesSummary summary={dues.data?.summary} status={filters.status} onStatus={setStatus} />

      <Card className="p-5">
        <DuesFilters
          searchInput={searchInput}
          onSearchInput={setSearchInput}
          status={filters.status}
          onStatus={setStatus}
        />
      </Card>

      <Card className="overflow-hidden">
        <ListHeader
          ref={listTop}
          className="scroll-mt-20"
          title="Dues"
          refreshing={dues.isFetching && !dues.isPending}
          first={first}
          last={last}
          count={count}
          action={
            <Button onClick={() => setDialog('new')}>
              <Plus className="size-4" aria-hidden="true" />
              Add New Due
            </Button>
          }
        />
        <QueryListBody
          query={dues}
          loadingLabel="Loading dues..."
          errorTitle="Could not load dues"
          isEmpty={rows.length === 0}
          empty={{
            icon: ReceiptText,
            title: filtered ? DUE_MSG.noMatch : DUE_MSG.noDues,
            text: filtered
              ? 'Try another search or clear the filters.'
              : 'Add a due and residents of the estate can pay it from their Pay Dues page.',
            action: filtered ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setSearchInput('');
                  update({ ...DEFAULT_DUE_FILTERS, page: 1 });
                }}
              >
                Clear filters
              </Button>
            ) : (
              <Button size="sm" onClick={() => setDialog('new')}>
                <Plus className="size-4" aria-hidden="true" />
                Add New Due
              </Button>
            ),
          }}
        >
          <DuesTable
            rows={rows}
            today={today}
            remindingId={remindingId}
            onEdit={setDialog}
            onDelete={setToDelete}
            onRemind={setToRemind}
          />
        </QueryListBody>
        <ListPager page={page} pages={pages} onPageChange={setPage} label="Dues pages" scrollTo={listTop} />
      </Card>

      <DueFormDialog target={dialog} onClose={() => setDialog(null)} />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title="Delete due?"
        description={
          toDelete ? `“${toDelete.title}” (${formatDueDate(toDelete.due_date)}) will leave the dues list.` : ''
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleting}
        onConfirm={confirmDelete}
      >
        <p className="text-sm text-slate-600">
          If residents have already paid towards it, the due is archived instead of erased: their payments, receipts and
          reports keep it. Otherwise it is removed for good.
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        open={toRemind !== null}
        onOpenChange={(open) => (open ? undefined : setToRemind(null))}
        title="Send reminder?"
        description={
          toRemind
            ? `Every approved resident who has not yet paid “${toRemind.title}” will get an e-mail reminder.`
            : ''
        }
        confirmLabel="Send Reminder"
        tone="primary"
        onConfirm={confirmRemind}
      >
        <p className="text-sm text-slate-600">A due can be reminded once every 24 hours.</p>
      </ConfirmDialog>
    </div>
  );
}
