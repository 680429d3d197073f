import { LOW_STOCK_MAX, PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, isProductCategory } from '@kasuwa/domain';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { Input, Select } from '../../../components/ui/input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PRODUCT_SORT_OPTIONS, type ProductListFilter, type ProductSortKey } from '../product-list-filter';

const SEARCH_DEBOUNCE_MS = 350;

/** Search by name (applied once typing pauses), category, sort and "Low stock" for My Products. */
export function ProductFilterBar({
  filter,
  onChange,
}: {
  filter: ProductListFilter;
  onChange: (change: Partial<ProductListFilter>) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(filter.search);
  const [search, flush] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const [shownSearch, setShownSearch] = useState(filter.search);

  if (filter.search !== shownSearch) {
    // The address changed the search (Back, "Show all products"): the box shows it, nothing is written back.
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
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <form
        role="search"
        aria-label="Products"
        className="flex flex-1 flex-col gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          flush();
        }}
      >
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-gray-900">
          Search products
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
            placeholder="Product name"
            autoComplete="off"
            className="pl-10"
          />
        </div>
      </form>
      <div className="grid grid-cols-2 gap-3 lg:flex lg:items-end">
        <div className="flex flex-col gap-1.5 lg:w-52">
          <label htmlFor={`${id}-category`} className="text-sm font-medium text-gray-900">
            Category
          </label>
          <Select
            id={`${id}-category`}
            value={filter.category}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ category: isProductCategory(value) ? value : '' });
            }}
          >
            <option value="">All categories</option>
            {PRODUCT_CATEGORIES.map((key) => (
              <option key={key} value={key}>
                {PRODUCT_CATEGORY_LABELS[key]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5 lg:w-52">
          <label htmlFor={`${id}-sort`} className="text-sm font-medium text-gray-900">
            Sort by
          </label>
          <Select
            id={`${id}-sort`}
            value={filter.sort}
            onChange={(event) => onChange({ sort: event.target.value as ProductSortKey })}
          >
            {PRODUCT_SORT_OPTIONS.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
        <button
          type="button"
          aria-pressed={filter.lowStock}
          title={`${LOW_STOCK_MAX} or fewer left`}
          onClick={() => onChange({ lowStock: !filter.lowStock })}
          className={cn(
            'col-span-2 min-h-11 rounded-full border px-4 text-sm font-semibold whitespace-nowrap lg:col-span-1',
            filter.lowStock
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50',
          )}
        >
          Low stock ({LOW_STOCK_MAX} or fewer)
        </button>
      </div>
    </div>
  );
}
