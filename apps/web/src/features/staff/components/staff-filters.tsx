import { STAFF_STATUS_LABELS, STAFF_STATUSES, type StaffStatusFilter } from '@estatehub/shared';
import { FilterField, SearchInput } from '../../../components/filter-controls';
import { Select } from '../../../components/ui/input';

type StaffFiltersProps = {
  searchInput: string;
  onSearchInput: (value: string) => void;
  status: StaffStatusFilter;
  onStatus: (status: StaffStatusFilter) => void;
  /** The admin's search also matches the employer's e-mail. */
  placeholder: string;
};

/** The search box and the status filter (All, Active, Removed). */
export function StaffFilters({ searchInput, onSearchInput, status, onStatus, placeholder }: StaffFiltersProps) {
  return (
    <search aria-label="Filter staff" className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <FilterField id="staff-search" label="Search staff">
        <SearchInput
          id="staff-search"
          value={searchInput}
          onChange={(event) => onSearchInput(event.target.value)}
          placeholder={placeholder}
          maxLength={100}
        />
      </FilterField>
      <FilterField id="staff-status" label="Status">
        <Select
          id="staff-status"
          value={status}
          onChange={(event) => onStatus(event.target.value as StaffStatusFilter)}
        >
          <option value="all">All</option>
          {STAFF_STATUSES.map((key) => (
            <option key={key} value={key}>
              {STAFF_STATUS_LABELS[key]}
            </option>
          ))}
        </Select>
      </FilterField>
    </search>
  );
}
