import DataLoader from 'dataloader';
import type { Services } from './services';

/** Groups rows by a key, keeping an entry (possibly empty) for every requested key. */
function groupBy<T>(keys: readonly string[], rows: readonly T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}

function byId<T extends { id: string }>(keys: readonly string[], rows: readonly T[]): (T | null)[] {
  const found = new Map(rows.map((r) => [r.id, r]));
  return keys.map((k) => found.get(k) ?? null);
}

export type Loaders = ReturnType<typeof createLoaders>;

/** Per-request batching, so relations cost one query per kind, not one per row. */
export function createLoaders(services: Services) {
  return {
    user: new DataLoader(async (ids: readonly string[]) => byId(ids, await services.auth.findUsers(ids))),
    manufacturer: new DataLoader(async (ids: readonly string[]) =>
      byId(ids, await services.manufacturers.findByIds(ids)),
    ),
    manufacturersByOwner: new DataLoader(async (ownerIds: readonly string[]) =>
      groupBy(ownerIds, await services.manufacturers.findByOwnerIds(ownerIds), (m) => m.ownerId),
    ),
    location: new DataLoader(async (ids: readonly string[]) => byId(ids, await services.locations.findByIds(ids))),
    storesByManufacturer: new DataLoader(async (ids: readonly string[]) =>
      groupBy(ids, await services.retailers.findByManufacturerIds(ids), (s) => s.manufacturerId),
    ),
    productCount: new DataLoader(async (ids: readonly string[]) => {
      const counts = await services.products.countByManufacturerIds(ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  };
}
