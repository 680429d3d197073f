import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import type { ProductImportValues } from './preview-product-import';

export const IMPORT_PRODUCTS_MUTATION = graphql(`
  mutation ImportProducts($manufacturerId: String!, $products: [CreateProductInput!]!) {
    importProducts(manufacturerId: $manufacturerId, products: $products) {
      id
    }
  }
`);

/** Creates these products (each with its first batch), all or none. */
export async function importProducts(manufacturerId: string, rows: readonly ProductImportValues[]) {
  const products = rows.map(({ imageUrl, category, barCode, ...values }) => ({
    ...values,
    imageUrl: imageUrl ?? '',
    category: category ?? undefined,
    barCode: barCode ?? undefined,
  }));
  const { importProducts: created } = await graphqlRequest(IMPORT_PRODUCTS_MUTATION, { manufacturerId, products });
  return created;
}
