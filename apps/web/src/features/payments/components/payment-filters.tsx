import { FilterField, SearchInput } from '../../../components/filter-controls';
import { Select } from '../../../components/ui/input';
import type { PaymentFilters, PaymentStatusFilter } from '../api/get-payments';
import { monthLabel } from './payment-labels';

type PaymentFiltersBarProps = {
  searchInput: string;
  onSearchInput: (value: string) => void;
  filters: PaymentFilters;
  /** YYYY-MM, newest first: the months that have payments. */
  months: string[];
  onChange: (patch: Partial<Omit<PaymentFilters, 'search'>>) => void;
};

/** Search (resident name or due title), status and month. */
export function PaymentFiltersBar({ searchInput, onSearchInput, filters, months, onChange }: PaymentFiltersBarProps) {
  // A month from the address that has no payments (yet) still shows as chosen.
  const monthChoices = filters.month && !months.includes(filters.month) ? [filters.month, ...months] : months;
  return (
    <search aria-label="Filter payments" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_1fr_1fr]">
      <FilterField id="payments-search" label="Search payments" className="sm:col-span-2 lg:col-span-1">
        <SearchInput
          id="payments-search"
          value={searchInput}
          onChange={(event) => onSearchInput(event.target.value)}
          placeholder="Resident name or due title"
        />
      </FilterField>
      <FilterField id="payments-status" label="Status">
        <Select
          id="payments-status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as PaymentStatusFilter })}
        >
          <option value="all">All Statuses</option>
          <option value="pending">Pending</option>
          <option value="approved">Approved</option>
          <option value="rejected">Rejected</option>
        </Select>
      </FilterField>
      <FilterField id="payments-month" label="Month">
        <Select id="payments-month" value={filters.month} onChange={(event) => onChange({ month: event.target.value })}>
          <option value="">All Months</option>
          {monthChoices.map((month) => (
            <option key={month} value={month}>
              {monthLabel(month)}
            </option>
          ))}
        </Select>
      </FilterField>
    </search>
  );
}
