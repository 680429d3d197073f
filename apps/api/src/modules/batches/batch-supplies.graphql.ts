import { builder } from '../../platform/graphql/builder';
import { listArgs } from '../../platform/graphql/paging';
import { listWindow } from '../../platform/paging';
import { StoreRef } from '../retailers/retailers.graphql';
import { ProductBatchRef } from './batches.graphql';
import type { BatchSuppliesService, SupplyWithStore } from './batch-supplies.service';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    batchSupplies: BatchSuppliesService;
  }
}

const BatchSupplyRef = builder.objectRef<SupplyWithStore>('BatchSupply').implement({
  description: "A supply of a batch (or some of its units) to one of its maker's retailers.",
  fields: (t) => ({
    id: t.exposeID('id'),
    batchId: t.exposeString('batchId'),
    store: t.field({ type: StoreRef, description: 'The retailer supplied.', resolve: (s) => s.store }),
    units: t.exposeInt('units', { nullable: true, description: 'Units supplied; null when not counted.' }),
    suppliedOn: t.exposeString('suppliedOn', { description: 'The day, YYYY-MM-DD (Nigeria).' }),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.createdAt }),
  }),
});

const BatchSupplyInput = builder.inputType('BatchSupplyInput', {
  fields: (t) => ({
    storeId: t.string({ description: 'One of your retailers.' }),
    units: t.field({ type: 'NumberOrString', description: 'Units supplied; leave out when not counted.' }),
    suppliedOn: t.string({ description: "The day (YYYY-MM-DD), from the batch's manufacture date to today." }),
  }),
});

// ProductBatch is only ever given to its maker (Product.batches, batch), so its supplies are theirs to read.
builder.objectFields(ProductBatchRef, (t) => ({
  supplies: t.field({
    type: [BatchSupplyRef],
    args: listArgs(t.arg),
    description: 'Where the batch went, the latest supply first.',
    resolve: (batch, { take, skip }, { loaders }) =>
      loaders.suppliesOfBatch.load({ id: batch.id, ...listWindow(take, skip) }),
  }),
  unitsSupplied: t.int({
    description: 'Units counted in its supplies: at most its quantity.',
    resolve: (batch, _args, { loaders }) => loaders.unitsSuppliedOfBatch.load(batch.id),
  }),
}));

builder.mutationFields((t) => ({
  recordBatchSupply: t.field({
    type: BatchSupplyRef,
    description: 'Records that one of your batches (or some of its units) went to one of your retailers.',
    args: {
      batchId: t.arg.string({ required: true }),
      input: t.arg({ type: BatchSupplyInput, required: true }),
    },
    resolve: (_root, { batchId, input }, { services, viewer }) => services.batchSupplies.record(viewer, batchId, input),
  }),
  removeBatchSupply: t.field({
    type: 'Boolean',
    description: 'Removes a supply of one of your batches.',
    args: { id: t.arg.string({ required: true }) },
    resolve: (_root, { id }, { services, viewer }) => services.batchSupplies.remove(viewer, id),
  }),
}));
