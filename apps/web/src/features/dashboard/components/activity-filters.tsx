import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_PERIOD_LABELS,
  ACTIVITY_PERIODS,
  type ActivityKind,
  type ActivityPeriod,
} from '@estatehub/shared';
import { FilterField, SearchInput } from '../../../components/filter-controls';
import { Select } from '../../../components/ui/input';
import type { ActivityFilters as Filters } from '../api/dashboard-api';

type ActivityFiltersProps = {
  searchInput: string;
  onSearchInput: (value: string) => void;
  filters: Filters;
  /** The kinds present in the estate's feed: the type filter offers only these. */
  types: readonly ActivityKind[];
  onType: (type: Filters['type']) => void;
  onPeriod: (period: ActivityPeriod) => void;
};

/** Search over description and type, the type filter, and the time filter of Recent Activities. */
export function ActivityFilters({
  searchInput,
  onSearchInput,
  filters,
  types,
  onType,
  onPeriod,
}: ActivityFiltersProps) {
  // A type chosen from an old link stays offered, so the select still shows what filters the list.
  const offered = filters.type === 'all' || types.includes(filters.type) ? types : [...types, filters.type];
  return (
    <search
      aria-label="Filter activities"
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <FilterField id="activity-search" label="Search activities" className="col-span-2 lg:col-span-1">
        <SearchInput
          id="activity-search"
          value={searchInput}
          onChange={(event) => onSearchInput(event.target.value)}
          placeholder="Search by description or type"
          maxLength={100}
        />
      </FilterField>
      <FilterField id="activity-type" label="Type">
        <Select
          id="activity-type"
          value={filters.type}
          onChange={(event) => onType(event.target.value as Filters['type'])}
        >
          <option value="all">All Types</option>
          {offered.map((kind) => (
            <option key={kind} value={kind}>
              {ACTIVITY_KIND_LABELS[kind]}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField id="activity-period" label="Time">
        <Select
          id="activity-period"
          value={filters.period}
          onChange={(event) => onPeriod(event.target.value as ActivityPeriod)}
        >
          {ACTIVITY_PERIODS.map((period) => (
            <option key={period} value={period}>
              {ACTIVITY_PERIOD_LABELS[period]}
            </option>
          ))}
        </Select>
      </FilterField>
    </search>
  );
}
