import { Store } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { controlClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { nextActiveIndex } from '../../../lib/listbox-keys';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRetailerOptions, type RetailerOption } from '../api/search-retailers';

const SEARCH_DEBOUNCE_MS = 250;
export const NO_RETAILERS_MATCH = 'None of your retailers has that name';

/**
 * A WAI-ARIA combobox over the maker's retailers: the first ones by name on focus, the others
 * found by typing part of a name (asked of the server, so a maker with thousands still finds one).
 * Arrows move, Enter picks, Escape or a click elsewhere closes. Typing after a pick undoes it.
 * `value` is read once: give it a new `key` to start again.
 */
export function RetailerCombobox({
  id,
  manufacturerId,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  manufacturerId: string;
  value: RetailerOption | null;
  onChange: (retailer: RetailerOption | null) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const [term] = useDebouncedValue(value ? '' : text, SEARCH_DEBOUNCE_MS);
  const search = useRetailerOptions(manufacturerId, term, open);
  const options = open ? (search.data?.stores ?? []) : [];
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const pick = (retailer: RetailerOption) => {
    onChange(retailer);
    setText(retailer.name);
    setOpen(false);
    setActive(-1);
  };

  const searching = open && (search.isPending || search.isFetching);
  const noneFound = open && search.isSuccess && !search.isFetching && options.length === 0;
  const expanded = open && (options.length > 0 || searching || noneFound);

  return (
    <div ref={containerRef} className="relative">
      <Store
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400"
      />
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder="Type a retailer's name"
        className={controlClasses('pl-10')}
        value={text}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setText(event.target.value);
          if (value) onChange(null);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            if (expanded) event.preventDefault();
            setOpen(false);
            return;
          }
          if (event.key === 'Enter') {
            const option = options[active];
            if (expanded && option) {
              event.preventDefault();
              pick(option);
            }
            return;
          }
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            setOpen(true);
            return;
          }
          const next = nextActiveIndex(event.key, active, options.length);
          if (next !== null && (event.key.startsWith('Arrow') || expanded)) {
            event.preventDefault();
            setActive(next);
            document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
          }
        }}
      />
      <div
        className={cn(
          'absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-control border border-gray-200 bg-white shadow-card',
          !expanded && 'hidden',
        )}
      >
        <ul id={listboxId} role="listbox" aria-label="Your retailers" className="max-h-60 overflow-y-auto">
          {options.map((option, index) => (
            <li
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active || option.id === value?.id}
              className={cn(
                'flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2 text-sm',
                index === active ? 'bg-brand-50 text-brand-700' : 'text-gray-900 hover:bg-gray-50',
              )}
              // Keep focus in the input so the pick does not count as leaving the field.
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              <span className="font-medium">{option.name}</span>
              <span className="text-gray-600">{option.location.fullAddress}</span>
            </li>
          ))}
        </ul>
        {searching && options.length === 0 && (
          <p className="flex min-h-11 items-center gap-2 px-3 text-sm text-gray-600">
            <Spinner size="sm" label="" />
            Searching…
          </p>
        )}
        {noneFound && <p className="flex min-h-11 items-center px-3 text-sm text-gray-600">{NO_RETAILERS_MATCH}</p>}
      </div>
      <p role="status" className="sr-only">
        {noneFound ? NO_RETAILERS_MATCH : options.length ? `${options.length} retailers listed` : ''}
      </p>
    </div>
  );
}
