import DataLoader from 'dataloader';
import type { ListWindow } from '../paging';

/** Helpers for DataLoader batch functions: answers in the order of the requested keys. */

/** Groups rows by a key, keeping an entry (possibly empty) for every requested key. */
export function groupBy<T>(keys: readonly string[], rows: readonly T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}

/** The row with each requested id, or null where there is none. */
export function byId<T extends { id: string }>(keys: readonly string[], rows: readonly T[]): (T | null)[] {
  const found = new Map(rows.map((r) => [r.id, r]));
  return keys.map((k) => found.get(k) ?? null);
}

/** A parent's id and the slice of its list a field asks for. */
export interface WindowKey extends ListWindow {
  id: string;
}

/**
 * A DataLoader of each parent's rows in one slice (take/skip): one query per distinct slice asked
 * for in a request, however many parents there are.
 */
export function windowLoader<T>(
  load: (parentIds: string[], window: ListWindow) => Promise<T[]>,
  parentOf: (row: T) => string,
) {
  const keyOf = ({ take, skip, id }: WindowKey) => `${take}:${skip}:${id}`;
  return new DataLoader<WindowKey, T[], string>(
    async (keys) => {
      const slices = new Map<string, { window: ListWindow; ids: string[] }>();
      for (const { take, skip, id } of keys) {
        const slice = slices.get(`${take}:${skip}`) ?? { window: { take, skip }, ids: [] };
        slice.ids.push(id);
        slices.set(`${take}:${skip}`, slice);
      }
      const found = new Map<string, T[]>();
      await Promise.all(
        [...slices.values()].map(async ({ window, ids }) => {
          const groups = groupBy(ids, await load(ids, window), parentOf);
          ids.forEach((id, i) => found.set(keyOf({ ...window, id }), groups[i] ?? []));
        }),
      );
      return keys.map((key) => found.get(keyOf(key)) ?? []);
    },
    { cacheKeyFn: keyOf },
  );
}
