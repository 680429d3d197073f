import { PackageOpen } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { tabIndexAfterKey } from '../../../lib/tab-keys';

// Orders do not exist yet (docs/decisions/0007): every tab shows its empty text.
const TABS = [
  { label: 'Ongoing', empty: 'No ongoing orders' },
  { label: 'Delivered', empty: 'No delivered orders' },
  { label: 'Cancelled', empty: 'No cancelled orders' },
] as const;

/** Ongoing / Delivered / Cancelled as a keyboard-accessible tablist (arrows, Home, End). */
export function OrderTabs() {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabIndexAfterKey(event.key, selected, TABS.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="Orders" className="flex border-b border-gray-200" onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            className={cn(
              'min-h-11 flex-1 border-b-2 px-3 text-sm font-semibold md:flex-none md:px-6',
              index === selected
                ? 'border-brand-700 text-brand-700'
                : 'border-transparent text-gray-600 hover:text-gray-900',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
        >
          <EmptyState
            icon={<PackageOpen />}
            title={tab.empty}
            action={
              <Link to="/" className={buttonClasses('secondary')}>
                Browse brand stores
              </Link>
            }
          >
            Your orders will appear here once you buy from a brand store.
          </EmptyState>
        </div>
      ))}
    </div>
  );
}
