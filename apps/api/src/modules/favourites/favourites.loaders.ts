import DataLoader from 'dataloader';
import type { FavouritesService } from './favourites.service';

export const createFavouriteLoaders = (favourites: FavouritesService) => ({
  followerCount: new DataLoader(async (manufacturerIds: readonly string[]) => {
    const counts = await favourites.followerCounts(manufacturerIds);
    return manufacturerIds.map((id) => counts.get(id) ?? 0);
  }),
});

declare module '../../platform/graphql/context' {
  interface LoaderRegistry extends ReturnType<typeof createFavouriteLoaders> {}
}
