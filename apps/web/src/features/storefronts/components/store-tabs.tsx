import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { tabIndexAfterKey } from '../../../lib/tab-keys';

export interface StoreTab {
  id: string;
  label: string;
  /** A disabled tab stays visible and focusable (so it can be found) but never opens. */
  disabledNote?: string;
  panel: ReactNode;
}

/**
 * Tabs per the WAI-ARIA pattern: one tab stop, arrows / Home / End move focus and open the tab
 * (a disabled one only takes focus).
 */
export function StoreTabs({ tabs, label }: { tabs: StoreTab[]; label: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const [focused, setFocused] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const activate = (index: number) => {
    if (!tabs[index]?.disabledNote) setSelected(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabIndexAfterKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    refs.current[next]?.focus();
    activate(next);
  };

  const current = tabs[selected];
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-gray-200">
        {tabs.map((tab, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${baseId}-panel` : undefined}
              aria-disabled={tab.disabledNote ? true : undefined}
              tabIndex={index === focused ? 0 : -1}
              onClick={() => {
                setFocused(index);
                activate(index);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              onFocus={() => setFocused(index)}
              className={cn(
                '-mb-px inline-flex min-h-11 shrink-0 flex-col items-center justify-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap sm:flex-row sm:gap-1.5',
                isSelected ? 'border-brand-700 text-brand-700' : 'border-transparent text-gray-600 hover:text-gray-900',
                tab.disabledNote && 'cursor-not-allowed text-gray-500 hover:text-gray-500',
              )}
            >
              {tab.label}
              {tab.disabledNote && (
                <span className="rounded-full bg-gray-100 px-2 text-[0.6875rem] leading-4 font-medium text-gray-600 sm:py-0.5 sm:text-xs">
                  {tab.disabledNote}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {current && (
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${current.id}`} className="pt-4">
          {current.panel}
        </div>
      )}
    </div>
  );
}
