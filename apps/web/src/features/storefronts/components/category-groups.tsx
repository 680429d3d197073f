import type { ReactNode } from 'react';
import { groupByCategory } from '../group-by-category';

/** Items under a heading per category (label and count); `renderItems` draws each group's items. */
export function CategoryGroups<T>({
  items,
  categoryOf,
  renderItems,
}: {
  items: readonly T[];
  categoryOf: (item: T) => string | null;
  renderItems: (items: T[], label: string) => ReactNode;
}) {
  return (
    <div className="space-y-6">
      {groupByCategory(items, categoryOf).map((group) => {
        const headingId = `category-${group.key ?? 'none'}`;
        return (
          <section key={headingId} aria-labelledby={headingId} className="space-y-3">
            <h3 id={headingId} className="flex items-baseline gap-2 text-base font-semibold text-gray-900">
              {group.label}
              <span className="tabular text-sm font-normal text-gray-600">({group.items.length})</span>
            </h3>
            {renderItems(group.items, group.label)}
          </section>
        );
      })}
    </div>
  );
}
