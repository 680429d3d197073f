import { contactForPeople } from '@kasuwa/domain';
import { builder } from '../../platform/graphql/builder';
import { StringFilter } from '../../platform/graphql/filters';
import { connectionOf, listArgs, pageArgs } from '../../platform/graphql/paging';
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
    contact: t.string({
      description: 'A phone number as Nigerians write it (0803 123 4567; stored as +2348031234567) or an email.',
      resolve: (s) => contactForPeople(s.contact),
    }),
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

const StoreConnection = connectionOf('Store', StoreRef);

const StoreWhereInput = builder.inputType('StoreWhereInput', {
  fields: (t) => ({
    manufacturerId: t.field({ type: StringFilter }),
    name: t.field({
      type: StringFilter,
      description: 'E.g. { contains: "ade", mode: insensitive } to search by name.',
    }),
  }),
});

const CreateStoreInput = builder.inputType('CreateStoreInput', {
  fields: (t) => ({
    name: t.string(),
    fullAddress: t.string(),
    contact: t.string(),
    manufacturerId: t.string(),
    latitude: t.float({ description: 'A map pin, with longitude: used as given when inside Nigeria.' }),
    longitude: t.float(),
  }),
});

const StoreLocationInput = builder.inputType('StoreLocationInput', {
  fields: (t) => ({
    fullAddress: t.string({ description: 'A new address text; the current one is kept when left out.' }),
    latitude: t.float({ description: 'A map pin, with longitude: used as given when inside Nigeria.' }),
    longitude: t.float(),
  }),
});

const UpdateStoreInput = builder.inputType('UpdateStoreInput', {
  description: 'What to change in a retailer: a field left out (or null) stays as it is.',
  fields: (t) => ({
    id: t.string({ required: true }),
    name: t.string(),
    fullAddress: t.string({ description: 'An address, best one picked from searchAddress.' }),
    contact: t.string(),
    latitude: t.float({ description: 'A map pin, with longitude: used as given when inside Nigeria.' }),
    longitude: t.float(),
  }),
});

const DeleteRetailersPayload = builder.objectRef<{ deletedIds: string[] }>('DeleteRetailersPayload').implement({
  fields: (t) => ({
    deletedIds: t.exposeIDList('deletedIds', { description: 'The retailers deleted (ids already gone are left out).' }),
  }),
});

builder.queryFields((t) => ({
  stores: t.field({
    type: [StoreRef],
    args: { where: t.arg({ type: StoreWhereInput }), ...listArgs(t.arg) },
    description: 'Retailers, by name; usually of one manufacturer. To page through all of them, use storePage.',
    resolve: (_root, { where, take, skip }, { services }) => services.retailers.list(where ?? {}, { take, skip }),
  }),
  storePage: t.field({
    type: StoreConnection,
    args: { where: t.arg({ type: StoreWhereInput }), ...pageArgs(t.arg) },
    description: 'A page of retailers by name, with how many there are in all and the next page.',
    resolve: (_root, { where, first, after }, { services }) => services.retailers.page(where ?? {}, { first, after }),
  }),
}));

builder.mutationFields((t) => ({
  addMultipleRetailer: t.field({
    type: [StoreRef],
    args: { createStoreInputs: t.arg({ type: [CreateStoreInput], required: true }) },
    description: 'Adds every retailer or none.',
    resolve: (_root, { createStoreInputs }, { services, viewer }) =>
      services.retailers.addMany(viewer, createStoreInputs),
  }),
  updateRetailer: t.field({
    type: StoreRef,
    args: { updateStoreInput: t.arg({ type: UpdateStoreInput, required: true }) },
    description: "Edits one of the caller's retailers.",
    resolve: (_root, { updateStoreInput }, { services, viewer }) => services.retailers.update(viewer, updateStoreInput),
  }),
  deleteRetailers: t.field({
    type: DeleteRetailersPayload,
    args: { ids: t.arg.stringList({ required: true, description: 'At most 500 retailer ids.' }) },
    description: "Deletes the caller's retailers, all or none; they leave the store locator at once.",
    resolve: async (_root, { ids }, { services, viewer }) => ({
      deletedIds: (await services.retailers.deleteMany(viewer, ids)).map((s) => s.id),
    }),
  }),
  updateRetailerLocation: t.field({
    type: StoreRef,
    args: {
      id: t.arg.id({ required: true }),
      location: t.arg({ type: StoreLocationInput, required: true }),
    },
    description: 'Moves one of your retailers: to a map pin, or to where a new address is. Returns the retailer.',
    resolve: (_root, { id, location }, { services, viewer }) => services.retailers.relocate(viewer, id, location),
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
