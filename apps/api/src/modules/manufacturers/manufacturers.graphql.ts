import { INDUSTRIES, PRODUCT_CATEGORIES } from '@kasuwa/domain';
import { builder } from '../../platform/graphql/builder';
import { StringFilter } from '../../platform/graphql/filters';
import { connectionOf, listArgs, pageArgs } from '../../platform/graphql/paging';
import { listWindow } from '../../platform/paging';
import { resolveAssetUrl } from '../../platform/graphql/urls';
import { isId } from '../../platform/ids';
import { LocationRef } from '../locations/locations.graphql';
import { StoreRef } from '../retailers/retailers.graphql';
import type { ManufacturerRow } from './manufacturers.table';
import type { ManufacturersService } from './manufacturers.service';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    manufacturers: ManufacturersService;
  }
}

export const ManufacturerRef = builder.objectRef<ManufacturerRow>('Manufacturer');

export const Industry = builder.enumType('Industry', { values: INDUSTRIES });
export const ProductCategory = builder.enumType('ProductCategory', { values: PRODUCT_CATEGORIES });

ManufacturerRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { description: "The store's display name (its brand store name)." }),
    slug: t.exposeString('slug'),
    businessName: t.exposeString('businessName'),
    brandStoreName: t.exposeString('brandStoreName'),
    industry: t.field({ type: Industry, resolve: (m) => m.industry as (typeof INDUSTRIES)[number] }),
    productCategory: t.field({
      type: [ProductCategory],
      resolve: (m) =>
        m.productCategory.filter((c): c is (typeof PRODUCT_CATEGORIES)[number] =>
          (PRODUCT_CATEGORIES as readonly string[]).includes(c),
        ),
    }),
    brandImage: t.string({ nullable: true, resolve: (m, _a, ctx) => resolveAssetUrl(m.brandImage, ctx) }),
    ownerId: t.exposeString('ownerId'),
    location: t.field({
      type: LocationRef,
      resolve: async (m, _args, { loaders }) => {
        const location = await loaders.location.load(m.locationId);
        if (!location) throw new Error(`manufacturer ${m.id} has no location ${m.locationId}`);
        return location;
      },
    }),
    stores: t.field({
      type: [StoreRef],
      args: listArgs(t.arg),
      description: "The manufacturer's retailers, by name; how many there are in all is storeCount.",
      resolve: (m, { take, skip }, { loaders }) =>
        loaders.storesByManufacturer.load({ id: m.id, ...listWindow(take, skip) }),
    }),
    storeCount: t.int({
      description: 'How many retailers the manufacturer has.',
      resolve: (m, _args, { loaders }) => loaders.storeCount.load(m.id),
    }),
    productCount: t.int({ resolve: (m, _args, { loaders }) => loaders.productCount.load(m.id) }),
    createdAt: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
  }),
});

export const ManufacturerWhereInput = builder.inputType('ManufacturerWhereInput', {
  fields: (t) => ({
    id: t.field({ type: StringFilter }),
    slug: t.field({ type: StringFilter }),
    name: t.field({
      type: StringFilter,
      description: 'The store name, e.g. { contains: "adunni", mode: insensitive } to search the stores.',
    }),
  }),
});

const ManufacturerWhereUniqueInput = builder.inputType('ManufacturerWhereUniqueInput', {
  fields: (t) => ({ id: t.string(), slug: t.string() }),
});

const CreateManufacturerInput = builder.inputType('CreateManufacturerInput', {
  fields: (t) => ({
    businessName: t.string(),
    brandStoreName: t.string(),
    fullAddress: t.string({ description: 'An address, best one picked from searchAddress.' }),
    industry: t.field({
      type: [Industry],
      description: 'One industry (a single value is accepted as a list of one).',
    }),
    productCategory: t.field({ type: [ProductCategory] }),
    brandImage: t.string(),
    ownerId: t.string({ description: "The caller's own user id (optional)." }),
    latitude: t.float({ description: 'A map pin, with longitude: used as given when inside Nigeria.' }),
    longitude: t.float(),
  }),
});

const UpdateManufacturerInput = builder.inputType('UpdateManufacturerInput', {
  description: 'What to change in a business: a field left out (or null) stays as it is.',
  fields: (t) => ({
    id: t.string({ required: true }),
    businessName: t.string(),
    brandStoreName: t.string({
      description: 'A new name may give the store a new web address; the old one keeps leading to it.',
    }),
    fullAddress: t.string({ description: 'An address, best one picked from searchAddress.' }),
    industry: t.field({ type: [Industry], description: 'One industry (a single value is accepted as a list of one).' }),
    productCategory: t.field({ type: [ProductCategory] }),
    brandImage: t.string({ description: 'An uploaded image URL; null removes the image.' }),
    latitude: t.float({ description: 'A map pin, with longitude: used as given when inside Nigeria.' }),
    longitude: t.float(),
  }),
});

const ManufacturerConnection = connectionOf('Manufacturer', ManufacturerRef);

builder.queryFields((t) => ({
  manufacturers: t.field({
    type: [ManufacturerRef],
    args: { where: t.arg({ type: ManufacturerWhereInput }), ...listArgs(t.arg) },
    description: 'Brand stores by name. To page through all of them, use manufacturerPage.',
    resolve: (_root, { where, take, skip }, { services }) => services.manufacturers.list(where ?? {}, { take, skip }),
  }),
  manufacturerPage: t.field({
    type: ManufacturerConnection,
    args: { where: t.arg({ type: ManufacturerWhereInput }), ...pageArgs(t.arg) },
    description: 'A page of brand stores by name, with how many there are in all and the next page.',
    resolve: (_root, { where, first, after }, { services }) =>
      services.manufacturers.page(where ?? {}, { first, after }),
  }),
  manufacturer: t.field({
    type: ManufacturerRef,
    nullable: true,
    args: { where: t.arg({ type: ManufacturerWhereUniqueInput, required: true }) },
    description: 'One manufacturer by id or by slug; null when there is none.',
    resolve: async (_root, { where }, { services, loaders }) => {
      if (where.id != null) return isId(where.id) ? loaders.manufacturer.load(where.id) : null;
      if (where.slug != null) return (await services.manufacturers.findBySlug(where.slug)) ?? null;
      return null;
    },
  }),
}));

builder.mutationField('createManufacturer', (t) =>
  t.field({
    type: ManufacturerRef,
    args: { createManufacturerInput: t.arg({ type: CreateManufacturerInput, required: true }) },
    resolve: (_root, { createManufacturerInput }, { services, viewer, baseUrl }) =>
      services.manufacturers.create(viewer, createManufacturerInput, baseUrl),
  }),
);

const DeletedManufacturer = builder.objectRef<ManufacturerRow>('DeletedManufacturer').implement({
  description: 'A business as it was when it was deleted.',
  fields: (t) => ({
    id: t.exposeID('id'),
    businessName: t.exposeString('businessName'),
    brandStoreName: t.exposeString('brandStoreName'),
  }),
});

builder.mutationFields((t) => ({
  updateManufacturer: t.field({
    type: ManufacturerRef,
    args: { updateManufacturerInput: t.arg({ type: UpdateManufacturerInput, required: true }) },
    description: "Edits one of the caller's businesses.",
    resolve: (_root, { updateManufacturerInput }, { services, viewer, baseUrl }) =>
      services.manufacturers.update(viewer, updateManufacturerInput, baseUrl),
  }),
  deleteManufacturer: t.field({
    type: DeletedManufacturer,
    args: {
      id: t.arg.string({ required: true }),
      confirmName: t.arg.string({ required: true, description: 'The business name, typed by its owner.' }),
    },
    description:
      "Deletes one of the caller's businesses with its products, batches, codes, retailers and figures. Refused for a business with orders.",
    resolve: (_root, { id, confirmName }, { services, viewer }) =>
      services.manufacturers.delete(viewer, id, confirmName),
  }),
  selectManufacturer: t.field({
    type: ManufacturerRef,
    args: { id: t.arg.string({ required: true }) },
    description: "Makes one of the caller's businesses the one their dashboard opens (User.currentManufacturer).",
    resolve: (_root, { id }, { services, viewer }) => services.manufacturers.choose(viewer, id),
  }),
}));
