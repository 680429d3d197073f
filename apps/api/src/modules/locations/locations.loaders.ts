import DataLoader from 'dataloader';
import { byId } from '../../platform/graphql/batch';
import type { LocationsService } from './locations.service';

export const createLocationLoaders = (locations: LocationsService) => ({
  location: new DataLoader(async (ids: readonly string[]) => byId(ids, await locations.findByIds(ids))),
});

declare module '../../platform/graphql/context' {
  interface LoaderRegistry extends ReturnType<typeof createLocationLoaders> {}
}
