import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { Input, Select } from '../../../components/ui/input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { SORT_OPTIONS, STATUS_FILTERS, type OrderFilter, type SortKey } from '../order-filter';

const SEARCH_DEBOUNCE_MS = 350;

/** Status chips (wrapping on a phone, so every status is in sight), the sort and the search (by order number or customer name, applied once typing pauses). */
export function OrderFilterBar({
  filter,
  onChange,
}: {
  filter: OrderFilter;
  onChange: (change: Partial<OrderFilter>) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(filter.search);
  const [search, flush] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const [shownSearch, setShownSearch] = useState(filter.search);

  if (filter.search !== shownSearch) {
    // The address changed the search (Back, "Clear filters"): the box shows it, nothing is written back.
    setShownSearch(filter.search);
    if (filter.search !== search) {
      setTyped(filter.search);
      flush(filter.search);
    }
  }

  useEffect(() => {
    if (search !== filter.search) onChange({ search });
  }, [search, filter.search, onChange]);

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
        {STATUS_FILTERS.map((status) => {
          const active = status.key === filter.status;
          return (
            <button
              key={status.key}
              type="button"
              aria-pressed={active}
              onClick={() => onChange({ status: status.key })}
              className={cn(
                'min-h-11 shrink-0 rounded-full border px-4 text-sm font-semibold',
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50',
              )}
            >
              {status.label}
            </button>
          );
        })}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <form
          role="search"
          className="flex flex-1 flex-col gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            flush();
          }}
        >
          <label htmlFor={`${id}-search`} className="text-sm font-medium text-gray-900">
            Search orders
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400"
              aria-hidden="true"
            />
            <Input
              id={`${id}-search`}
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="Order number or customer name"
              autoComplete="off"
              className="pl-10"
            />
          </div>
        </form>
        <div className="flex flex-col gap-1.5 sm:w-48">
          <label htmlFor={`${id}-sort`} className="text-sm font-medium text-gray-900">
            Sort by
          </label>
          <Select
            id={`${id}-sort`}
            value={filter.sort}
            onChange={(event) => onChange({ sort: event.target.value as SortKey })}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </div>
  );
}
