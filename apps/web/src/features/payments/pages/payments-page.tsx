import { PAYMENT_MSG, PAYMENT_PAGE_SIZES, type Payment } from '@estatehub/shared';
import { FileDown, Receipt } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ListHeader } from '../../../components/list-card';
import { QueryListBody } from '../../../components/query-list-body';
import { StatusCounters } from '../../../components/stat-counter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { messageOr } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { usePageRange } from '../../../lib/use-page-range';
import { useApprovePayment } from '../api/approve-payment';
import { DEFAULT_FILTERS, hasActiveFilters, type PaymentFilters, usePayments } from '../api/get-payments';
import { downloadReceipt, paymentsReportUrl } from '../api/payment-files';
import { EvidenceDialog } from '../components/evidence-dialog';
import { PaymentFiltersBar } from '../components/payment-filters';
import { PaymentsTable } from '../components/payments-table';
import { RejectDialog } from '../components/reject-dialog';
import { usePaymentsUrlState } from '../use-payments-url-state';

export const APPROVE_FAILED = 'Failed to approve payment.';
export const DOWNLOAD_FAILED = 'Could not download the receipt.';

/**
 * /admin/payments (Payment Records): search, status and month filters, page size, evidence
 * preview, approve, reject with a reason, receipts and the report. The counters follow the search
 * and month; the server leaves the status filter out of them so each status keeps its number.
 */
export default function PaymentsPage() {
  const approve = useApprovePayment();
  const { filters, page, pageSize, update } = usePaymentsUrlState();
  const setPage = useCallback((next: number) => update({ page: next }), [update]);
  const [searchInput, setSearchInput] = useState(filters.search);
  const searchTimer = useRef<number | undefined>(undefined);
  // The timer reads the address as it is when it fires: the router's setter captures the address
  // of the render it came from, so an older one would undo a filter chosen since.
  const latest = useRef({ search: filters.search, update });
  latest.current = { search: filters.search, update };
  const payments = usePayments(page, pageSize, filters);
  const [approvingId, setApprovingId] = useState<number | null>(null);
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const [preview, setPreview] = useState<Payment | null>(null);
  const [toReject, setToReject] = useState<Payment | null>(null);
  const listTop = useRef<HTMLDivElement>(null);

  // The typed search reaches the address once typing pauses (300 ms), and starts again at page 1.
  // A timer per keystroke rather than a debounced value: typing back the very text the address
  // last held (say, right after Clear filters) must still reach the address.
  const onSearchInput = (value: string) => {
    setSearchInput(value);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => {
      if (value.trim() !== latest.current.search) latest.current.update({ search: value.trim(), page: 1 });
    }, 300);
  };
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);
  const clearFilters = () => {
    window.clearTimeout(searchTimer.current);
    setSearchInput('');
    update({ ...DEFAULT_FILTERS, page: 1 });
  };
  const changeSelects = (patch: Partial<Omit<PaymentFilters, 'search'>>) => update({ ...patch, page: 1 });

  const count = payments.data?.count ?? 0;
  // A decision can move the last row of a filtered last page away: step back.
  const { pages, first, last } = usePageRange(page, pageSize, payments.data?.count, setPage);

  const onApprove = async (payment: Payment) => {
    setApprovingId(payment.id);
    try {
      const answer = await approve.mutateAsync(payment.id);
      notify.success(answer.detail || PAYMENT_MSG.approved);
      setPreview(null);
    } catch (error) {
      // 409 (already decided) and a lapsed plan both say why in the detail; the list reloads either way.
      notify.error(messageOr(error, APPROVE_FAILED));
      setPreview(null);
    } finally {
      setApprovingId(null);
    }
  };

  const onReject = (payment: Payment) => {
    setPreview(null);
    setToReject(payment);
  };

  const onDownload = async (payment: Payment) => {
    setDownloadingId(payment.id);
    try {
      await downloadReceipt(payment.id);
    } catch (error) {
      notify.error(messageOr(error, DOWNLOAD_FAILED));
    } finally {
      setDownloadingId(null);
    }
  };

  const filtered = hasActiveFilters(filters);
  const rows = payments.data?.results ?? [];
  const counts = payments.data?.counts;

  return (
    <div className="space-y-6">
      <StatusCounters
        label="Payment counts"
        counts={counts}
        totalLabel="Total Payments"
        totalIcon={Receipt}
        withRejected
        className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4"
      />

      <Card className="p-5">
        <PaymentFiltersBar
          searchInput={searchInput}
          onSearchInput={onSearchInput}
          filters={filters}
          months={payments.data?.months ?? []}
          onChange={changeSelects}
        />
      </Card>

      <Card className="overflow-hidden">
        <ListHeader
          ref={listTop}
          title="Payments"
          refreshing={payments.isFetching && !payments.isPending}
          first={first}
          last={last}
          count={count}
          action={
            <a
              href={paymentsReportUrl(filters)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', 'sm')}
            >
              <FileDown className="size-4" aria-hidden="true" />
              Generate Report
            </a>
          }
        />
        <QueryListBody
          query={payments}
          loadingLabel="Loading payments..."
          errorTitle="Could not load payments"
          isEmpty={rows.length === 0}
          empty={{
            icon: Receipt,
            title: filtered ? PAYMENT_MSG.adminNoPaymentsMatch : PAYMENT_MSG.adminNoPayments,
            text: filtered
              ? 'Try another search or clear the filters.'
              : 'Payments appear here once residents upload their evidence.',
            action: filtered ? (
              <Button variant="outline" size="sm" onClick={clearFilters}>
                Clear filters
              </Button>
            ) : null,
          }}
        >
          <PaymentsTable
            rows={rows}
            approvingId={approvingId}
            downloadingId={downloadingId}
            onApprove={onApprove}
            onReject={onReject}
            onPreview={setPreview}
            onDownload={onDownload}
          />
        </QueryListBody>
        {payments.data && count > 0 ? (
          <div className="flex flex-col items-center gap-4 border-t border-slate-100 p-4 md:flex-row md:justify-between">
            <div className="flex items-center gap-2 text-sm text-slate-700">
              <label htmlFor="payments-page-size" className="whitespace-nowrap">
                Rows per page
              </label>
              <div className="w-24 shrink-0">
                <Select
                  id="payments-page-size"
                  value={pageSize}
                  onChange={(event) => update({ pageSize: Number(event.target.value), page: 1 })}
                >
                  {PAYMENT_PAGE_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </Select>
              </div>
            </div>
            <Pagination
              page={page}
              pages={pages}
              onPageChange={(next) => {
                setPage(next);
                listTop.current?.scrollIntoView({ block: 'start' });
              }}
              label="Payment pages"
            />
          </div>
        ) : null}
      </Card>

      <EvidenceDialog
        payment={preview}
        approving={preview !== null && approvingId === preview.id}
        onClose={() => setPreview(null)}
        onApprove={onApprove}
        onReject={onReject}
      />
      <RejectDialog payment={toReject} onClose={() => setToReject(null)} />
    </div>
  );
}
