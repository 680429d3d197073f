import { koboToNaira, LOW_STOCK_MAX } from '@kasuwa/domain';
import { builder } from '../../platform/graphql/builder';
import { StringFilter } from '../../platform/graphql/filters';
import { connectionOf } from '../../platform/graphql/paging';
import { PAGE_DEFAULT, PAGE_MAX } from '../../platform/paging';
import { resolveAssetUrl } from '../../platform/graphql/urls';
import type { GraphQLContext } from '../../platform/graphql/context';
import { ManufacturerWhereInput } from '../manufacturers/manufacturers.graphql';
import { thumbnailUrlFor } from '../uploads/images';
import type { ProductRow } from './products.table';
import type { ManufacturerRow } from '../manufacturers/manufacturers.service';
import { PRODUCT_SORTS, PRODUCTS_LIST_MAX, PRODUCTS_PER_IMPORT_MAX } from './products.service';
import { ManufacturerRef } from '../manufacturers/manufacturers.graphql';
import type { ProductsService } from './products.service';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    products: ProductsService;
  }
}

export const ProductRef = builder.objectRef<ProductRow>('Product');

const owningManufacturer = async (p: ProductRow, _args: unknown, { loaders }: GraphQLContext) => {
  const manufacturer = await loaders.manufacturer.load(p.manufacturerId);
  if (!manufacturer) throw new Error(`product ${p.id} has no manufacturer ${p.manufacturerId}`);
  return manufacturer;
};

/** The manufacturers a store filter found, kept for the request: each product's `manufacturer` then costs nothing. */
const keepManufacturers = (loaders: GraphQLContext['loaders']) => (manufacturers: readonly ManufacturerRow[]) => {
  for (const m of manufacturers) loaders.manufacturer.prime(m.id, m);
};

ProductRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    imageUrl: t.string({ resolve: (p, _a, ctx) => resolveAssetUrl(p.imageUrl, ctx) ?? '' }),
    thumbnailUrl: t.string({
      description: 'A small version of the image for grids (the image itself when none exists).',
      resolve: (p, _a, ctx) => resolveAssetUrl(thumbnailUrlFor(p.imageUrl), ctx) ?? '',
    }),
    category: t.exposeString('category', { nullable: true, description: 'A product category key.' }),
    retailPrice: t.float({ description: 'Price in naira.', resolve: (p) => koboToNaira(p.retailPriceKobo) }),
    quantity: t.exposeInt('quantity'),
    batchNumber: t.exposeInt('batchNumber'),
    batchQuantity: t.exposeInt('batchQuantity', { nullable: true }),
    barCode: t.exposeString('barCode', { nullable: true }),
    manufactureDate: t.field({ type: 'DateTime', resolve: (p) => p.manufactureDate }),
    expiryDate: t.field({ type: 'DateTime', resolve: (p) => p.expiryDate }),
    manufacturerId: t.exposeString('manufacturerId'),
    manufacturer: t.field({ type: ManufacturerRef, resolve: owningManufacturer }),
    product: t.field({
      type: ManufacturerRef,
      description: 'The owning manufacturer under the name the existing client uses.',
      resolve: owningManufacturer,
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (p) => p.updatedAt }),
  }),
});

const ProductWhereInput = builder.inputType('ProductWhereInput', {
  fields: (t) => ({
    id: t.field({ type: StringFilter }),
    manufacturerId: t.field({ type: StringFilter }),
    manufacturer: t.field({ type: ManufacturerWhereInput }),
    category: t.string({ description: 'A product category key.' }),
    categoryIn: t.stringList({ description: 'Any of these category keys (cart related products).' }),
    name: t.field({ type: StringFilter, description: 'e.g. { contains: "cream", mode: insensitive }' }),
    lowStock: t.boolean({ description: `Only products with ${LOW_STOCK_MAX} or fewer left.` }),
  }),
});

const ProductSort = builder.enumType('ProductSort', { values: PRODUCT_SORTS });
const ProductConnection = connectionOf('Product', ProductRef);

const ProductWhereUniqueInput = builder.inputType('ProductWhereUniqueInput', {
  fields: (t) => ({ id: t.string() }),
});

const productInputFields = (t: PothosInputFields) => ({
  name: t.string(),
  description: t.string(),
  imageUrl: t.string(),
  retailPrice: t.field({ type: 'NumberOrString', description: 'Naira, e.g. "1500" or 1500.5.' }),
  quantity: t.int(),
  barCode: t.string(),
  batchNumber: t.field({ type: 'NumberOrString' }),
  batchQuantity: t.int(),
  category: t.string({ description: 'A product category key.' }),
  manufactureDate: t.string({ description: 'ISO 8601 date-time.' }),
  expiryDate: t.string({ description: 'ISO 8601 date-time.' }),
  manufacturerId: t.string(),
});
type PothosInputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

const CreateProductInput = builder.inputType('CreateProductInput', { fields: productInputFields });
const UpdateProductInput = builder.inputType('UpdateProductInput', {
  fields: (t) => ({ id: t.string(), ...productInputFields(t) }),
});

builder.queryFields((t) => ({
  products: t.field({
    type: [ProductRef],
    args: {
      where: t.arg({ type: ProductWhereInput }),
      take: t.arg.int({ description: `At most ${PRODUCTS_LIST_MAX}, and that many when not given.` }),
      skip: t.arg.int(),
    },
    description: 'Products, newest first. To page through all of them, with a total, use productPage.',
    resolve: (_root, { where, take, skip }, { services, loaders }) =>
      services.products.list(where ?? {}, { take, skip }, keepManufacturers(loaders)),
  }),
  productPage: t.field({
    type: ProductConnection,
    args: {
      where: t.arg({ type: ProductWhereInput }),
      sort: t.arg({ type: ProductSort, defaultValue: 'NEWEST' }),
      first: t.arg.int({ description: `Page size: ${PAGE_DEFAULT} when not given, at most ${PAGE_MAX}.` }),
      after: t.arg.string({ description: 'The endCursor of the page before.' }),
    },
    description: 'A page of products in the chosen order, with how many there are in all and the next page.',
    resolve: (_root, { where, sort, first, after }, { services, loaders }) =>
      services.products.page(where ?? {}, { sort, first, after }, keepManufacturers(loaders)),
  }),
  product: t.field({
    type: ProductRef,
    nullable: true,
    args: { where: t.arg({ type: ProductWhereUniqueInput, required: true }) },
    resolve: (_root, { where }, { services }) => (where.id ? services.products.findById(where.id) : null),
  }),
}));

builder.mutationFields((t) => ({
  createProduct: t.field({
    type: ProductRef,
    args: { createProductInput: t.arg({ type: CreateProductInput, required: true }) },
    resolve: (_root, { createProductInput }, { services, viewer, baseUrl }) =>
      services.products.create(viewer, createProductInput, baseUrl),
  }),
  updateProduct: t.field({
    type: ProductRef,
    args: { updateProductInput: t.arg({ type: UpdateProductInput, required: true }) },
    resolve: (_root, { updateProductInput }, { services, viewer, baseUrl }) =>
      services.products.update(viewer, updateProductInput, baseUrl),
  }),
  removeProduct: t.field({
    type: ProductRef,
    args: { where: t.arg({ type: ProductWhereUniqueInput, required: true }) },
    resolve: (_root, { where }, { services, viewer }) => services.products.remove(viewer, where.id),
  }),
}));

builder.mutationFields((t) => ({
  importProducts: t.field({
    type: [ProductRef],
    description: `Creates products (each with its first batch) all or nothing, at most ${PRODUCTS_PER_IMPORT_MAX.toLocaleString('en-US')}: the ready rows of POST /products/import-preview.`,
    args: {
      manufacturerId: t.arg.string({ required: true }),
      products: t.arg({ type: [CreateProductInput], required: true }),
    },
    resolve: (_root, { manufacturerId, products }, { services, viewer, baseUrl }) =>
      services.products.importMany(viewer, manufacturerId, products, baseUrl),
  }),
}));
