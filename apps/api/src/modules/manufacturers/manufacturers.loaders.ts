import DataLoader from 'dataloader';
import { byId, windowLoader } from '../../platform/graphql/batch';
import type { ManufacturersService } from './manufacturers.service';

export const createManufacturerLoaders = (manufacturers: ManufacturersService) => ({
  manufacturer: new DataLoader(async (ids: readonly string[]) => byId(ids, await manufacturers.findByIds(ids))),
  manufacturersByOwner: windowLoader(
    (ownerIds, window) => manufacturers.findByOwnerIds(ownerIds, window),
    (m) => m.ownerId,
  ),
});

declare module '../../platform/graphql/context' {
  interface LoaderRegistry extends ReturnType<typeof createManufacturerLoaders> {}
}
