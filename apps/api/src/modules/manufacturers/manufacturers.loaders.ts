import DataLoader from 'dataloader';
import { byId, groupBy } from '../../platform/graphql/batch';
import type { ManufacturersService } from './manufacturers.service';

export const createManufacturerLoaders = (manufacturers: ManufacturersService) => ({
  manufacturer: new DataLoader(async (ids: readonly string[]) => byId(ids, await manufacturers.findByIds(ids))),
  manufacturersByOwner: new DataLoader(async (ownerIds: readonly string[]) =>
    groupBy(ownerIds, await manufacturers.findByOwnerIds(ownerIds), (m) => m.ownerId),
  ),
});

declare module '../../platform/graphql/context' {
  interface LoaderRegistry extends ReturnType<typeof createManufacturerLoaders> {}
}
