import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { tabIndexAfterKey } from '../../../lib/tab-keys';

/**
 * The order tabs (Ongoing / Delivered / Cancelled) as a keyboard-accessible tablist (arrows, Home,
 * End) over one panel: the selected tab's. The screen owns the selection (it lives in the address).
 */
export function OrderTabs<Key extends string>({
  tabs,
  selected,
  onSelect,
  children,
}: {
  tabs: readonly { key: Key; label: string }[];
  selected: Key;
  onSelect: (key: Key) => void;
  children: ReactNode;
}) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabIndexAfterKey(event.key, selectedIndex, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    onSelect(tab.key);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="Orders" className="flex border-b border-gray-200" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={index === selectedIndex}
            aria-controls={index === selectedIndex ? `${id}-panel` : undefined}
            tabIndex={index === selectedIndex ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            className={cn(
              'min-h-11 flex-1 border-b-2 px-3 text-sm font-semibold md:flex-none md:px-6',
              index === selectedIndex
                ? 'border-brand-700 text-brand-700'
                : 'border-transparent text-gray-600 hover:text-gray-900',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tabs[selectedIndex]?.key ?? ''}`}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
