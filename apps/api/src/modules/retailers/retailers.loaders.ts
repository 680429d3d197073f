import DataLoader from 'dataloader';
import { windowLoader } from '../../platform/graphql/batch';
import type { RetailersService } from './retailers.service';

export const createRetailerLoaders = (retailers: RetailersService) => ({
  storesByManufacturer: windowLoader(
    (ids, window) => retailers.findByManufacturerIds(ids, window),
    (s) => s.manufacturerId,
  ),
  storeById: new DataLoader(async (ids: readonly string[]) => {
    const byId = new Map((await retailers.findByIds(ids)).map((s) => [s.id, s]));
    return ids.map((id) => byId.get(id) ?? null);
  }),
  storeCount: new DataLoader(async (ids: readonly string[]) => {
    const counts = await retailers.countByManufacturerIds(ids);
    return ids.map((id) => counts.get(id) ?? 0);
  }),
});

declare module '../../platform/graphql/context' {
  interface LoaderRegistry extends ReturnType<typeof createRetailerLoaders> {}
}
