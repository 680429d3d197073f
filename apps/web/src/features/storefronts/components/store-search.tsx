import { Search, X } from 'lucide-react';
import { useId, useRef, type RefObject } from 'react';
import { Spinner } from '../../../components/ui/spinner';

interface StoreSearchProps {
  /** The box's accessible name, e.g. "Search products in Adunni Naturals". */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
  /** Enter: search now instead of after the pause. */
  onSubmit: () => void;
  busy: boolean;
  /** The search box, for a caller that needs to hand the focus back to it. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** A shop search box: a store page's (its products) and the home screen's (every store). */
export function StoreSearch({
  label,
  placeholder = 'Search products',
  value,
  onChange,
  onClear,
  onSubmit,
  busy,
  inputRef,
}: StoreSearchProps) {
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;
  return (
    <form
      role="search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400"
        aria-hidden="true"
      />
      <input
        ref={input}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-12 w-full rounded-control border border-gray-300 bg-white pr-20 pl-10 text-base placeholder:text-gray-500 [&::-webkit-search-cancel-button]:hidden"
      />
      <div className="absolute inset-y-0 right-1 flex items-center gap-1 text-brand-700">
        {busy && <Spinner size="sm" label="Searching" />}
        {value && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              onClear();
              input.current?.focus();
            }}
            className="inline-flex size-11 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>
    </form>
  );
}
