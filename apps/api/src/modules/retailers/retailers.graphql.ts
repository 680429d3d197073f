import { builder } from '../../graphql/builder';
import { StringFilter } from '../../graphql/filters';
import { LocationRef, ManufacturerRef, StoreRef } from '../../graphql/refs';

StoreRef.implement({
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
    manufacturer: t.field({
      type: ManufacturerRef,
      resolve: async (s, _args, { loaders }) => {
        const manufacturer = await loaders.manufacturer.load(s.manufacturerId);
        if (!manufacturer) throw new Error(`store ${s.id} has no manufacturer ${s.manufacturerId}`);
        return manufacturer;
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
