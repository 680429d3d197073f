import { categoryLabel, PRODUCT_CATEGORIES } from '@kasuwa/domain';

export interface CategoryGroup<T> {
  /** A category key, or null for items without one. */
  key: string | null;
  label: string;
  items: T[];
}

export const UNCATEGORISED_LABEL = 'Other products';

const rank = (key: string | null) => {
  if (key === null) return Number.MAX_SAFE_INTEGER;
  const index = (PRODUCT_CATEGORIES as readonly string[]).indexOf(key);
  return index === -1 ? PRODUCT_CATEGORIES.length : index;
};

/**
 * Items grouped under their category's human label, in the catalogue's category order; items keep
 * their order inside a group. Unknown keys follow the known ones, items without a category come last.
 */
export function groupByCategory<T>(items: readonly T[], categoryOf: (item: T) => string | null): CategoryGroup<T>[] {
  const groups = new Map<string | null, T[]>();
  for (const item of items) {
    const key = categoryOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || String(a).localeCompare(String(b)))
    .map(([key, groupItems]) => ({
      key,
      label: key === null ? UNCATEGORISED_LABEL : categoryLabel(key),
      items: groupItems,
    }));
}
