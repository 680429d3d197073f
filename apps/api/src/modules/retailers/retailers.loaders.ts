import DataLoader from 'dataloader';
import { groupBy } from '../../platform/graphql/batch';
import type { RetailersService } from './retailers.service';

export const createRetailerLoaders = (retailers: RetailersService) => ({
  storesByManufacturer: new DataLoader(async (ids: readonly string[]) =>
    groupBy(ids, await retailers.findByManufacturerIds(ids), (s) => s.manufacturerId),
  ),
});

declare module '../../platform/graphql/context' {
  interface LoaderRegistry extends ReturnType<typeof createRetailerLoaders> {}
}
