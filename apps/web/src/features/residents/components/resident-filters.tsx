import {
  HOUSE_TYPE_LABELS,
  HOUSE_TYPES,
  RESIDENT_TYPE_LABELS,
  RESIDENT_TYPES,
  type ResidentStatusFilter,
} from '@estatehub/shared';
import { FilterField, SearchInput } from '../../../components/filter-controls';
import { Select } from '../../../components/ui/input';
import type { ResidentFilters } from '../api/get-residents';

type ResidentFiltersBarProps = {
  searchInput: string;
  onSearchInput: (value: string) => void;
  filters: ResidentFilters;
  onChange: (patch: Partial<ResidentFilters>) => void;
};

/** Search (name, email, address, phone), status, house type and resident type. */
export function ResidentFiltersBar({ searchInput, onSearchInput, filters, onChange }: ResidentFiltersBarProps) {
  return (
    <search
      aria-label="Filter residents"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))]"
    >
      {/* The search takes a row of its own until the four fit on one line. */}
      <FilterField id="residents-search" label="Search residents" className="sm:col-span-2 lg:col-span-3 xl:col-span-1">
        <SearchInput
          id="residents-search"
          value={searchInput}
          onChange={(event) => onSearchInput(event.target.value)}
          placeholder="Name, email, address or phone"
        />
      </FilterField>
      <FilterField id="residents-status" label="Status">
        <Select
          id="residents-status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as ResidentStatusFilter })}
        >
          <option value="all">All Statuses</option>
          <option value="approved">Approved</option>
          <option value="pending">Pending</option>
        </Select>
      </FilterField>
      <FilterField id="residents-house-type" label="House Type">
        <Select
          id="residents-house-type"
          value={filters.house_type}
          onChange={(event) => onChange({ house_type: event.target.value })}
        >
          <option value="all">All House Types</option>
          {HOUSE_TYPES.map((type) => (
            <option key={type} value={type}>
              {HOUSE_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField id="residents-resident-type" label="Resident Type">
        <Select
          id="residents-resident-type"
          value={filters.resident_type}
          onChange={(event) => onChange({ resident_type: event.target.value })}
        >
          <option value="all">All Resident Types</option>
          {RESIDENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {RESIDENT_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </FilterField>
    </search>
  );
}
