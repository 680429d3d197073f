import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const BRAND_NAMES_QUERY = graphql(`
  query BrandNames($products: ProductWhereInput, $stores: StoreWhereInput) {
    products(where: $products, take: 100) {
      id
      name
    }
    stores(where: $stores, take: 100) {
      id
      name
    }
  }
`);

export type BrandNames = ResultOf<typeof BRAND_NAMES_QUERY>;
export type BrandProduct = BrandNames['products'][number];

/**
 * The brand's products (newest first) and retailers (by name), 100 of each: the recall form's
 * choices, and the names the reports refer to by id.
 */
export function useBrandNames(manufacturerId: string) {
  const mine = { manufacturerId: { equals: manufacturerId } };
  return useGraphQLQuery(
    'BrandNames',
    BRAND_NAMES_QUERY,
    { products: mine, stores: mine },
    { enabled: manufacturerId !== '' },
  );
}
