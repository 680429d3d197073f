import { ADDRESS_SEARCH_DEBOUNCE_MS } from '@kasuwa/domain';
import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEventHandler } from 'react';
import { controlClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../components/ui/cn';
import { notify } from '../../../lib/notify';
import { canSearchAddress, useAddressSuggestions } from '../api/search-address';
import { nextActiveIndex } from '../../../lib/listbox-keys';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export const ADDRESS_SEARCH_FAILED = 'There was an error searching for the address.';
export const NO_ADDRESSES_FOUND = 'No addresses found';

/**
 * A WAI-ARIA combobox over searchAddress: suggestions appear after 3 characters and a 300 ms
 * pause; arrows move, Enter picks, Escape or a click elsewhere closes.
 */
export function AddressCombobox({
  id,
  value,
  onChange,
  onBlur,
  name,
  placeholder = 'Start typing an address',
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const [term] = useDebouncedValue(value, ADDRESS_SEARCH_DEBOUNCE_MS);
  const settled = term === value && canSearchAddress(term);
  const search = useAddressSuggestions(term, open);
  const options = settled && open ? (search.data?.searchAddress ?? []) : [];
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (search.isError) notify.error(ADDRESS_SEARCH_FAILED);
  }, [search.isError, search.errorUpdatedAt]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const pick = (address: string) => {
    onChange(address);
    setOpen(false);
    setActive(-1);
  };

  const showPopup = open && canSearchAddress(value);
  const searching = showPopup && (!settled || search.isFetching);
  const noneFound = showPopup && !searching && search.isSuccess && options.length === 0;
  const expanded = showPopup && (options.length > 0 || searching || noneFound);

  return (
    <div ref={containerRef} className="relative">
      <MapPin
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400"
      />
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        className={controlClasses('pl-10')}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={onBlur}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            if (expanded) event.preventDefault();
            setOpen(false);
            return;
          }
          if (event.key === 'Enter') {
            const option = options[active];
            if (expanded && option !== undefined) {
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
        <ul id={listboxId} role="listbox" aria-label="Suggested addresses" className="max-h-48 overflow-y-auto">
          {options.map((option, index) => (
            <li
              key={option}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={cn(
                'flex min-h-11 cursor-pointer items-center px-3 py-2 text-sm text-gray-900',
                index === active ? 'bg-brand-50 text-brand-700' : 'hover:bg-gray-50',
              )}
              // Keep focus in the input so the pick does not count as leaving the field.
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              {option}
            </li>
          ))}
        </ul>
        {searching && options.length === 0 && (
          <p className="flex min-h-11 items-center gap-2 px-3 text-sm text-gray-600">
            <Spinner size="sm" label="" />
            Searching...
          </p>
        )}
        {noneFound && <p className="flex min-h-11 items-center px-3 text-sm text-gray-600">{NO_ADDRESSES_FOUND}</p>}
      </div>
      <p role="status" className="sr-only">
        {noneFound
          ? 'No addresses found for what you typed'
          : options.length
            ? `${options.length} addresses suggested`
            : ''}
      </p>
    </div>
  );
}
