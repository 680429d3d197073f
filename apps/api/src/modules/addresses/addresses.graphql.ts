import { builder } from '../../platform/graphql/builder';
import { listArgs } from '../../platform/graphql/paging';
import type { AddressesService } from './addresses.service';
import type { SavedAddressRow } from './addresses.table';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    addresses: AddressesService;
  }
}

const SavedAddressRef = builder.objectRef<SavedAddressRow>('SavedAddress').implement({
  description: 'A delivery address the shopper saved (Home, Work...), placed on the map.',
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label'),
    recipientName: t.exposeString('recipientName'),
    phone: t.exposeString('phone', { description: 'E.164, e.g. +2348031234567.' }),
    fullAddress: t.exposeString('fullAddress'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    isDefault: t.exposeBoolean('isDefault', { description: 'The address checkout starts with; one per shopper.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (a) => a.updatedAt }),
  }),
});

const SaveAddressInput = builder.inputType('SaveAddressInput', {
  fields: (t) => ({
    id: t.string({ description: 'The address to change; empty to add a new one.' }),
    label: t.string({ description: 'Home, Work...' }),
    recipientName: t.string(),
    phone: t.string({ description: 'A Nigerian number as people write it: 0803 123 4567, +234 803 123 4567.' }),
    fullAddress: t.string(),
    latitude: t.float({ description: 'From a map pin, inside Nigeria; empty to place the address from its text.' }),
    longitude: t.float(),
    isDefault: t.boolean({ description: 'true: make it the default (the first address always is).' }),
  }),
});

builder.queryField('myAddresses', (t) =>
  t.field({
    type: [SavedAddressRef],
    args: listArgs(t.arg),
    description: "The signed-in shopper's saved addresses, the default first.",
    resolve: (_root, { take, skip }, { services, viewer }) => services.addresses.myAddresses(viewer, take, skip),
  }),
);

builder.mutationFields((t) => ({
  saveAddress: t.field({
    type: SavedAddressRef,
    description: 'Adds a saved address, or changes one of yours (by id).',
    args: { input: t.arg({ type: SaveAddressInput, required: true }) },
    resolve: (_root, { input }, { services, viewer }) => services.addresses.save(viewer, input),
  }),
  removeAddress: t.boolean({
    description: 'Removes one of your saved addresses; the oldest left becomes the default if it was.',
    args: { id: t.arg.string() },
    resolve: (_root, { id }, { services, viewer }) => services.addresses.remove(viewer, id),
  }),
  setDefaultAddress: t.field({
    type: SavedAddressRef,
    description: 'Makes one of your saved addresses the default.',
    args: { id: t.arg.string() },
    resolve: (_root, { id }, { services, viewer }) => services.addresses.setDefault(viewer, id),
  }),
}));
