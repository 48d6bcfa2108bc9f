import { STAFF_MSG, STAFF_PAGE_SIZE, type StaffMember, type StaffStatusFilter } from '@estatehub/shared';
import { Download, HardHat } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { ListHeader, ListPager } from '../../../components/list-card';
import { QueryListBody } from '../../../components/query-list-body';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { messageOr } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { usePageRange } from '../../../lib/use-page-range';
import { useSearchInput } from '../../../lib/use-search-input';
import { useExportStaff } from '../api/export-staff';
import { DEFAULT_STAFF_FILTERS, hasActiveStaffFilters, useStaff } from '../api/get-staff';
import { AdminStaffTable } from '../components/admin-staff-table';
import { DisableStaffDialog } from '../components/disable-staff-dialog';
import { StaffDetailsDialog } from '../components/staff-details-dialog';
import { StaffFilters } from '../components/staff-filters';
import { StaffStats } from '../components/staff-stats';
import { useStaffUrlState } from '../use-staff-url-state';

const EXPORT_FAILED = 'Failed to export staff';

/** /admin/staff (Admin Staff Management): stat cards, search, status filter, CSV export, the table, details and disable. */
export default function AdminStaffPage() {
  const { filters, page, update } = useStaffUrlState();
  const setPage = useCallback((next: number) => update({ page: next }), [update]);
  const [searchInput, setSearchInput] = useSearchInput(filters.search, (search) => update({ search, page: 1 }));
  const staff = useStaff(page, filters);
  const exporter = useExportStaff();
  const [viewing, setViewing] = useState<StaffMember | null>(null);
  const [disabling, setDisabling] = useState<StaffMember | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const { pages, first, last } = usePageRange(page, STAFF_PAGE_SIZE, staff.data?.count, setPage);

  const filtered = hasActiveStaffFilters(filters);
  const rows = staff.data?.results ?? [];

  const onExport = async () => {
    try {
      const name = await exporter.mutateAsync(filters);
      notify.success(`Downloaded ${name}`);
    } catch (error) {
      notify.error(messageOr(error, EXPORT_FAILED));
    }
  };

  return (
    <div className="space-y-6">
      <StaffStats stats={staff.data?.stats} />

      <Card className="p-5">
        <StaffFilters
          searchInput={searchInput}
          onSearchInput={setSearchInput}
          status={filters.status}
          onStatus={(status: StaffStatusFilter) => update({ status, page: 1 })}
          placeholder="Name, role, phone, staff ID or e-mail"
        />
      </Card>

      <Card className="overflow-hidden">
        <ListHeader
          ref={listTop}
          className="scroll-mt-20"
          title="Estate Staff"
          refreshing={staff.isFetching && !staff.isPending}
          first={first}
          last={last}
          count={staff.data?.count ?? 0}
          action={
            <Button
              variant="outline"
              onClick={onExport}
              loading={exporter.isPending}
              disabled={exporter.isPending}
              title="Every staff member matching the search and filter, not only this page"
            >
              {exporter.isPending ? null : <Download className="size-4" aria-hidden="true" />}
              {exporter.isPending ? 'Exporting...' : 'Export CSV'}
            </Button>
          }
        />
        <QueryListBody
          query={staff}
          loadingLabel="Loading staff..."
          errorTitle="Could not load staff"
          isEmpty={rows.length === 0}
          empty={{
            icon: HardHat,
            title: filtered ? STAFF_MSG.noMatch : STAFF_MSG.noStaff,
            text: filtered
              ? 'Try another search or clear the filters.'
              : 'Residents register their artisans and domestic staff from their Staff page.',
            action: filtered ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setSearchInput('');
                  update({ ...DEFAULT_STAFF_FILTERS, page: 1 });
                }}
              >
                Clear filters
              </Button>
            ) : undefined,
          }}
        >
          <AdminStaffTable rows={rows} onView={setViewing} />
        </QueryListBody>
        <ListPager page={page} pages={pages} onPageChange={setPage} label="Staff pages" scrollTo={listTop} />
      </Card>

      <StaffDetailsDialog
        staff={viewing}
        onClose={() => setViewing(null)}
        onDisable={(member) => {
          setViewing(null);
          setDisabling(member);
        }}
      />
      <DisableStaffDialog staff={disabling} onClose={() => setDisabling(null)} reasonRequired />
    </div>
  );
}
