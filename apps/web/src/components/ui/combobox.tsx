import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEventHandler, type ReactNode } from 'react';
import { nextActiveIndex } from '../../lib/listbox-keys';
import { cn } from './cn';
import { controlClasses } from './input';
import { Spinner } from './spinner';

/**
 * A WAI-ARIA combobox: a text field over a listbox of the options its caller found for the text.
 * Arrows, Home and End move, Enter picks, Escape or a click elsewhere closes.
 * The caller owns `open` (it decides when to search) and says whether a search is `searching` or
 * found nothing (`noneFound`); the list shows while open and there is something to show.
 */
export function Combobox<T>({
  id,
  icon: Icon,
  text,
  onTextChange,
  open,
  onOpenChange,
  openOnFocus = false,
  options,
  optionKey,
  renderOption,
  isSelected,
  onPick,
  searching,
  noneFound,
  noneFoundText,
  status,
  listLabel,
  listClassName = 'max-h-60',
  name,
  placeholder,
  onBlur,
  invalid,
  describedBy,
}: {
  id: string;
  icon: LucideIcon;
  text: string;
  onTextChange: (text: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  openOnFocus?: boolean;
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  /** Marks an option as the current value even when the arrows are elsewhere. */
  isSelected?: (option: T) => boolean;
  onPick: (option: T) => void;
  searching: boolean;
  noneFound: boolean;
  noneFoundText: string;
  /** What screen readers hear as the list changes. */
  status: string;
  listLabel: string;
  listClassName?: string;
  name?: string;
  placeholder?: string;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [active, setActive] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && (options.length > 0 || searching || noneFound);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, onOpenChange]);

  const pick = (option: T) => {
    onPick(option);
    onOpenChange(false);
    setActive(-1);
  };

  return (
    <div ref={containerRef} className="relative">
      <Icon
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
        value={text}
        onFocus={openOnFocus ? () => onOpenChange(true) : undefined}
        onClick={openOnFocus ? () => onOpenChange(true) : undefined}
        onChange={(event) => {
          onTextChange(event.target.value);
          onOpenChange(true);
          setActive(-1);
        }}
        onBlur={onBlur}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            if (expanded) event.preventDefault();
            onOpenChange(false);
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
            onOpenChange(true);
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
        <ul id={listboxId} role="listbox" aria-label={listLabel} className={cn('overflow-y-auto', listClassName)}>
          {options.map((option, index) => (
            <li
              key={optionKey(option)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active || (isSelected?.(option) ?? false)}
              className={cn(
                'flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2 text-sm',
                index === active ? 'bg-brand-50 text-brand-700' : 'text-gray-900 hover:bg-gray-50',
              )}
              // Keep focus in the input so the pick does not count as leaving the field.
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              {renderOption(option)}
            </li>
          ))}
        </ul>
        {searching && options.length === 0 && (
          <p className="flex min-h-11 items-center gap-2 px-3 text-sm text-gray-600">
            <Spinner size="sm" label="" />
            Searching…
          </p>
        )}
        {noneFound && <p className="flex min-h-11 items-center px-3 text-sm text-gray-600">{noneFoundText}</p>}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
