import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const MY_PRODUCTS_KEY = 'MyProducts';

export const MY_PRODUCTS_QUERY = graphql(`
  query MyProducts($where: ProductWhereInput, $take: Int) {
    products(where: $where, take: $take) {
      id
      name
      thumbnailUrl
      retailPrice
      quantity
      category
    }
  }
`);

/** One of the manufacturer's products; `retailPrice` in naira. */
export type MyProduct = ResultOf<typeof MY_PRODUCTS_QUERY>['products'][number];

const MY_PRODUCTS_MAX = 200;

/** The manufacturer's products, newest first. */
export function useMyProducts(manufacturerId: string) {
  return useGraphQLQuery(MY_PRODUCTS_KEY, MY_PRODUCTS_QUERY, {
    where: { manufacturerId: { equals: manufacturerId } },
    take: MY_PRODUCTS_MAX,
  });
}
