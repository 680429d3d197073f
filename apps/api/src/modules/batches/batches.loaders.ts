import { windowLoader } from '../../platform/graphql/batch';
import type { BatchesService } from './batches.service';

export const createBatchLoaders = (batches: BatchesService) => ({
  recalledBatchesOfProduct: windowLoader(
    (productIds, window) => batches.recalledOfProducts(productIds, window),
    (batch) => batch.productId,
  ),
});

declare module '../../platform/graphql/context' {
  interface LoaderRegistry extends ReturnType<typeof createBatchLoaders> {}
}
