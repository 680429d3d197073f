import { builder } from '../../platform/graphql/builder';
import { listArgs } from '../../platform/graphql/paging';
import { listWindow } from '../../platform/paging';
import { ProductRef } from '../products/products.graphql';
import type { BatchesService, BatchWithCodes, RecalledBatch } from './batches.service';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    batches: BatchesService;
  }
}

export const ProductBatchRef = builder.objectRef<BatchWithCodes>('ProductBatch').implement({
  description: 'A production run of a product: its unit codes, where it was supplied and its recall hang off it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    productId: t.exposeString('productId'),
    number: t.exposeString('number', { description: 'As printed on the pack: "7", "B-2026-014".' }),
    manufactureDate: t.field({ type: 'DateTime', resolve: (b) => b.manufactureDate }),
    expiryDate: t.field({ type: 'DateTime', resolve: (b) => b.expiryDate }),
    quantity: t.exposeInt('quantity', { description: 'Units made; the most codes the batch can have.' }),
    codesRequested: t.exposeInt('codesRequested', { description: 'Codes made or being made.' }),
    codesMade: t.exposeInt('codesMade', { description: 'Codes made so far.' }),
    codesAvailable: t.int({
      description: 'How many more codes may be asked for (per request at most 100,000).',
      resolve: (b) => Math.max(0, b.quantity - b.codesRequested),
    }),
    recalledAt: t.field({ type: 'DateTime', nullable: true, resolve: (b) => b.recalledAt }),
    recallReason: t.exposeString('recallReason', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (b) => b.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (b) => b.updatedAt }),
  }),
});

const BatchInput = builder.inputType('BatchInput', {
  fields: (t) => ({
    number: t.string({ description: 'As printed on the pack.' }),
    manufactureDate: t.string({ description: 'ISO 8601 date or date-time.' }),
    expiryDate: t.string({ description: 'ISO 8601 date or date-time; after the manufacture date.' }),
    quantity: t.field({ type: 'NumberOrString', description: 'Units in the batch.' }),
  }),
});

builder.objectField(ProductRef, 'batches', (t) =>
  t.field({
    type: [ProductBatchRef],
    args: listArgs(t.arg),
    description: "The product's batches, the newest first. Its manufacturer's only.",
    resolve: (product, { take, skip }, { services, viewer }) =>
      services.batches.listOfProduct(viewer, product.id, { take, skip }),
  }),
);

const RecalledBatchRef = builder.objectRef<RecalledBatch>('RecalledBatch').implement({
  description: 'A recalled batch of a product, as shoppers are told of it.',
  fields: (t) => ({
    number: t.exposeString('number', { description: 'As printed on the pack.' }),
    reason: t.exposeString('reason', { description: "The manufacturer's reason." }),
    recalledAt: t.field({ type: 'DateTime', resolve: (b) => b.recalledAt }),
    manufactureDate: t.field({ type: 'DateTime', resolve: (b) => b.manufactureDate }),
    expiryDate: t.field({ type: 'DateTime', resolve: (b) => b.expiryDate }),
  }),
});

builder.objectField(ProductRef, 'recalledBatches', (t) =>
  t.field({
    type: [RecalledBatchRef],
    args: listArgs(t.arg),
    description: "The product's recalled batches, the latest recall first. Public: product pages show a recall banner.",
    resolve: (product, { take, skip }, { loaders }) =>
      loaders.recalledBatchesOfProduct.load({ id: product.id, ...listWindow(take, skip) }),
  }),
);

builder.queryField('batch', (t) =>
  t.field({
    type: ProductBatchRef,
    args: { id: t.arg.string() },
    description: "One of your batches (its manufacturer's only).",
    resolve: async (_root, { id }, { services, viewer }) =>
      (await services.batches.requireOwnedBatch(viewer, id)).batch,
  }),
);

builder.objectField(ProductBatchRef, 'product', (t) =>
  t.field({
    type: ProductRef,
    resolve: async (batch, _args, { services }) => {
      const product = await services.products.findById(batch.productId);
      if (!product) throw new Error(`batch ${batch.id} has no product ${batch.productId}`);
      return product;
    },
  }),
);

builder.mutationFields((t) => ({
  addBatch: t.field({
    type: ProductBatchRef,
    description: 'Adds a batch to one of your products.',
    args: { productId: t.arg.string(), input: t.arg({ type: BatchInput, required: true }) },
    resolve: (_root, { productId, input }, { services, viewer }) => services.batches.add(viewer, productId, input),
  }),
  updateBatch: t.field({
    type: ProductBatchRef,
    description: "Changes one of your batches' number, dates or quantity.",
    args: { id: t.arg.string(), input: t.arg({ type: BatchInput, required: true }) },
    resolve: (_root, { id, input }, { services, viewer }) => services.batches.update(viewer, id, input),
  }),
  recallBatch: t.field({
    type: ProductBatchRef,
    description:
      'Recalls one of your batches. Its codes then answer RECALLED with your reason, its product page shows a ' +
      'recall banner, and shoppers who verified a unit of it and left an email are told by mail. It cannot be undone.',
    args: {
      batchId: t.arg.string({ required: true }),
      reason: t.arg.string({ required: true, description: 'What shoppers are told (5 to 500 characters).' }),
    },
    resolve: (_root, { batchId, reason }, { services, viewer, siteUrl }) =>
      services.batches.recall(viewer, batchId, reason, siteUrl),
  }),
}));
