import { STAFF_MSG, STAFF_PAGE_SIZE, type StaffStatusFilter } from '@estatehub/shared';
import { HardHat, Plus } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { ListHeader, ListPager } from '../../../components/list-card';
import { QueryListBody } from '../../../components/query-list-body';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { usePageRange } from '../../../lib/use-page-range';
import { useSearchInput } from '../../../lib/use-search-input';
import { DEFAULT_STAFF_FILTERS, hasActiveStaffFilters, useStaff } from '../api/get-staff';
import { StaffFilters } from '../components/staff-filters';
import { type StaffDialogTarget, StaffFormDialog } from '../components/staff-form-dialog';
import { StaffTable } from '../components/staff-table';
import { useStaffUrlState } from '../use-staff-url-state';

/** /resident/artisans-domestics: the resident's own staff, search, status filter, Add New Staff. */
export default function StaffListPage() {
  const { filters, page, update } = useStaffUrlState();
  const setPage = useCallback((next: number) => update({ page: next }), [update]);
  const [searchInput, setSearchInput] = useSearchInput(filters.search, (search) => update({ search, page: 1 }));
  const staff = useStaff(page, filters);
  const [dialog, setDialog] = useState<StaffDialogTarget>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const { pages, first, last } = usePageRange(page, STAFF_PAGE_SIZE, staff.data?.count, setPage);

  const filtered = hasActiveStaffFilters(filters);
  const rows = staff.data?.results ?? [];
  const addButton = (size?: 'sm') => (
    <Button size={size} onClick={() => setDialog('new')}>
      <Plus className="size-4" aria-hidden="true" />
      Add New Staff
    </Button>
  );

  return (
    <div className="space-y-6">
      <p className="text-slate-600">
        Register the artisans and domestic staff who work for you. Security checks their staff ID at the gate.
      </p>
      <Card className="p-5">
        <StaffFilters
          searchInput={searchInput}
          onSearchInput={setSearchInput}
          status={filters.status}
          onStatus={(status: StaffStatusFilter) => update({ status, page: 1 })}
          placeholder="Name, role, phone or staff ID"
        />
      </Card>

      <Card className="overflow-hidden">
        <ListHeader
          ref={listTop}
          className="scroll-mt-20"
          title="My Staff"
          refreshing={staff.isFetching && !staff.isPending}
          first={first}
          last={last}
          count={staff.data?.count ?? 0}
          action={addButton()}
        />
        <QueryListBody
          query={staff}
          loadingLabel="Loading staff..."
          errorTitle="Could not load your staff"
          isEmpty={rows.length === 0}
          empty={{
            icon: HardHat,
            title: filtered ? STAFF_MSG.noMatch : STAFF_MSG.noStaff,
            text: filtered
              ? 'Try another search or clear the filters.'
              : 'Add your cook, driver, cleaner or any artisan, and security can check them at the gate.',
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
            ) : (
              addButton('sm')
            ),
          }}
        >
          <StaffTable rows={rows} />
        </QueryListBody>
        <ListPager page={page} pages={pages} onPageChange={setPage} label="Staff pages" scrollTo={listTop} />
      </Card>

      <StaffFormDialog target={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
