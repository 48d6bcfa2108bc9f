import { DUE_DISPLAY_LABELS, DUE_DISPLAY_STATUSES } from '@estatehub/shared';
import { FilterField, SearchInput } from '../../../components/filter-controls';
import { Select } from '../../../components/ui/input';
import type { DueStatusFilter } from '../api/get-dues';

type DuesFiltersProps = {
  searchInput: string;
  onSearchInput: (value: string) => void;
  status: DueStatusFilter;
  onStatus: (status: DueStatusFilter) => void;
};

/** Search by title and the display-status filter (All, Overdue, Due Soon, Active). */
export function DuesFilters({ searchInput, onSearchInput, status, onStatus }: DuesFiltersProps) {
  return (
    <search aria-label="Filter dues" className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <FilterField id="dues-search" label="Search dues">
        <SearchInput
          id="dues-search"
          value={searchInput}
          onChange={(event) => onSearchInput(event.target.value)}
          placeholder="Search by title"
          maxLength={100}
        />
      </FilterField>
      <FilterField id="dues-status" label="Status">
        <Select id="dues-status" value={status} onChange={(event) => onStatus(event.target.value as DueStatusFilter)}>
          <option value="all">All</option>
          {DUE_DISPLAY_STATUSES.map((key) => (
            <option key={key} value={key}>
              {DUE_DISPLAY_LABELS[key]}
            </option>
          ))}
        </Select>
      </FilterField>
    </search>
  );
}
