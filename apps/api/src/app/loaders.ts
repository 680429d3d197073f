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

type LoaderGroup = (services: Services) => Partial<LoaderRegistry>;

const GROUPS: readonly LoaderGroup[] = [
  (s) => createAuthLoaders(s.auth),
  (s) => createManufacturerLoaders(s.manufacturers),
  (s) => createLocationLoaders(s.locations),
  (s) => createRetailerLoaders(s.retailers),
  (s) => createProductLoaders(s.products),
  (s) => createOrderLoaders(s.orders),
  (s) => createBatchLoaders(s.batches),
  (s) => createBatchSupplyLoaders(s.batchSupplies),
  (s) => createFavouriteLoaders(s.favourites),
  (s) => createReviewLoaders(s.reviews),
];

/**
 * Per-request batching, so relations cost one query per kind, not one per row. A request's
 * registry makes a module's loaders when one of them is first read: most requests use two or
 * three of the thirty-odd, and making them all took 1.5 % of an uncached store page's CPU.
 */
export function loadersFor(services: Services): () => LoaderRegistry {
  const registry: PropertyDescriptorMap = {};
  GROUPS.forEach((group, index) => {
    for (const name of Object.keys(group(services))) {
      registry[name] = {
        get(this: { made: Partial<LoaderRegistry>[] }) {
          const made = (this.made[index] ??= group(services));
          return made[name as keyof LoaderRegistry];
        },
      };
    }
  });
  const prototype = Object.create(null, registry) as object;
  return () => Object.create(prototype, { made: { value: [] } }) as LoaderRegistry;
}
