import { builder } from '../../platform/graphql/builder';
import { StringFilter } from '../../platform/graphql/filters';
import { LocationRef } from '../locations/locations.graphql';
import type { StoreRow } from './retailers.table';
import type { RetailersService } from './retailers.service';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    retailers: RetailersService;
  }
}

export const StoreRef = builder.objectRef<StoreRow>('Store');

StoreRef.implement({
  // No `manufacturer` field on purpose: Manufacturer.stores -> Store.manufacturer -> stores ...
  // would let one small query multiply into millions of rows.
  description: "A retailer that stocks a manufacturer's products.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    contact: t.exposeString('contact'),
    manufacturerId: t.exposeString('manufacturerId'),
    location: t.field({
      type: LocationRef,
      resolve: async (s, _args, { loaders }) => {
        const location = await loaders.location.load(s.locationId);
        if (!location) throw new Error(`store ${s.id} has no location ${s.locationId}`);
        return location;
      },
    }),
  }),
});

const StoreWhereInput = builder.inputType('StoreWhereInput', {
  fields: (t) => ({ manufacturerId: t.field({ type: StringFilter }) }),
});

const CreateStoreInput = builder.inputType('CreateStoreInput', {
  fields: (t) => ({
    name: t.string(),
    fullAddress: t.string(),
    contact: t.string(),
    manufacturerId: t.string(),
  }),
});

builder.queryField('stores', (t) =>
  t.field({
    type: [StoreRef],
    args: { where: t.arg({ type: StoreWhereInput }) },
    description: 'Retailers, by name; usually of one manufacturer.',
    resolve: (_root, { where }, { services }) => services.retailers.list(where ?? {}),
  }),
);

builder.mutationFields((t) => ({
  addMultipleRetailer: t.field({
    type: [StoreRef],
    args: { createStoreInputs: t.arg({ type: [CreateStoreInput], required: true }) },
    description: 'Adds every retailer or none.',
    resolve: (_root, { createStoreInputs }, { services, viewer }) =>
      services.retailers.addMany(viewer, createStoreInputs),
  }),
  addRetailer: t.field({
    type: StoreRef,
    args: { createStoreInput: t.arg({ type: CreateStoreInput, required: true }) },
    resolve: async (_root, { createStoreInput }, { services, viewer }) => {
      const [store] = await services.retailers.addMany(viewer, [createStoreInput]);
      if (!store) throw new Error('addRetailer stored nothing');
      return store;
    },
  }),
}));
