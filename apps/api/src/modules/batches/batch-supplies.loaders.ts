import DataLoader from 'dataloader';
import { windowLoader } from '../../platform/graphql/batch';
import type { BatchSuppliesService } from './batch-supplies.service';

export const createBatchSupplyLoaders = (supplies: BatchSuppliesService) => ({
  suppliesOfBatch: windowLoader(
    (batchIds, window) => supplies.ofBatches(batchIds, window),
    (supply) => supply.batchId,
  ),
  unitsSuppliedOfBatch: new DataLoader(async (batchIds: readonly string[]) => {
    const units = await supplies.unitsOfBatches(batchIds);
    return batchIds.map((id) => units.get(id) ?? 0);
  }),
});

declare module '../../platform/graphql/context' {
  interface LoaderRegistry extends ReturnType<typeof createBatchSupplyLoaders> {}
}
