import type { LoaderRegistry } from '../platform/graphql/context';
import { createAuthLoaders } from '../modules/auth/auth.loaders';
import { createBatchSupplyLoaders } from '../modules/batches/batch-supplies.loaders';
import { createBatchLoaders } from '../modules/batches/batches.loaders';
import { createFavouriteLoaders } from '../modules/favourites/favourites.loaders';
import { createLocationLoaders } from '../modules/locations/locations.loaders';
import { createOrderLoaders } from '../modules/orders/orders.loaders';
import { createManufacturerLoaders } from '../modules/manufacturers/manufacturers.loaders';
import { createProductLoaders } from '../modules/products/products.loaders';
import { createRetailerLoaders } from '../modules/retailers/retailers.loaders';
import { createReviewLoaders } from '../modules/reviews/reviews.loaders';
import type { Services } from './services';

/** Per-request batching, so relations cost one query per kind, not one per row. */
export function createLoaders(services: Services): LoaderRegistry {
  return {
    ...createAuthLoaders(services.auth),
    ...createManufacturerLoaders(services.manufacturers),
    ...createLocationLoaders(services.locations),
    ...createRetailerLoaders(services.retailers),
    ...createProductLoaders(services.products),
    ...createOrderLoaders(services.orders),
    ...createBatchLoaders(services.batches),
    ...createBatchSupplyLoaders(services.batchSupplies),
    ...createFavouriteLoaders(services.favourites),
    ...createReviewLoaders(services.reviews),
  };
}
