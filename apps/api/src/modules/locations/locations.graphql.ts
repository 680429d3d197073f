import { LOCATION_PRECISIONS } from '@kasuwa/domain';
import { builder } from '../../platform/graphql/builder';
import { StringFilter } from '../../platform/graphql/filters';
import { listArgs } from '../../platform/graphql/paging';
import type { LocationRow } from './locations.table';
import type { LocationsService } from './locations.service';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    locations: LocationsService;
  }
}

export const LocationPrecisionEnum = builder.enumType('LocationPrecision', {
  description:
    'How exactly a location stands for its address: PINNED on a map, a STREET, an AREA of a city, an LGA, a CITY or town, or only the STATE.',
  values: LOCATION_PRECISIONS,
});

export const LocationRef = builder.objectRef<LocationRow>('Location');

LocationRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    fullAddress: t.exposeString('fullAddress'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    precision: t.field({
      type: LocationPrecisionEnum,
      nullable: true,
      description: 'Null for locations stored before precision was recorded.',
      resolve: (l) => l.precision,
    }),
  }),
});

const LocationStoreWhereInput = builder.inputType('LocationStoreWhereInput', {
  fields: (t) => ({ manufacturerId: t.field({ type: StringFilter }) }),
});

const LocationWhereInput = builder.inputType('LocationWhereInput', {
  fields: (t) => ({
    store: t.field({ type: LocationStoreWhereInput, description: 'Only the locations of retailers matching this.' }),
  }),
});

builder.queryFields((t) => ({
  locations: t.field({
    type: [LocationRef],
    args: { where: t.arg({ type: LocationWhereInput }), ...listArgs(t.arg) },
    description:
      "Retailer locations, in the order of the retailers' names; all of them, or those of one manufacturer's retailers.",
    resolve: async (_root, { where, take, skip }, { services, loaders }) => {
      const stores = await services.retailers.list({ manufacturerId: where?.store?.manufacturerId }, { take, skip });
      const found = await loaders.location.loadMany(stores.map((s) => s.locationId));
      return found.filter((l): l is LocationRow => l !== null && !(l instanceof Error));
    },
  }),
  searchAddress: t.stringList({
    args: { address: t.arg.string({ required: true }) },
    description: 'Up to 8 suggested full addresses for what was typed, best first.',
    resolve: (_root, { address }, { services }) => services.locations.suggestAddresses(address),
  }),
}));
