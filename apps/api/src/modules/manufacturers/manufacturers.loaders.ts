import DataLoader from 'dataloader';
import { byId, windowLoader } from '../../platform/graphql/batch';
import type { ManufacturersService } from './manufacturers.service';

export const createManufacturerLoaders = (manufacturers: ManufacturersService) => ({
  manufacturer: new DataLoader(async (ids: readonly string[]) => byId(ids, await manufacturers.findByIds(ids))),
  /** The business each user chose last, or null for one who never chose. */
  chosenBusiness: new DataLoader(async (userIds: readonly string[]) => {
    const chosen = new Map((await manufacturers.chosenBusinesses(userIds)).map((c) => [c.userId, c.manufacturerId]));
    return userIds.map((id) => chosen.get(id) ?? null);
  }),
  manufacturersByOwner: windowLoader(
    (ownerIds, window) => manufacturers.findByOwnerIds(ownerIds, window),
    (m) => m.ownerId,
  ),
});

declare module '../../platform/graphql/context' {
  interface LoaderRegistry extends ReturnType<typeof createManufacturerLoaders> {}
}
