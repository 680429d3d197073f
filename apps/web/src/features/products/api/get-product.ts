import type { ResultOf } from 'gql.tada';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';
import { GET_PRODUCT_QUERY } from './get-product-query';

/** One product with everything its two pages show, the brand's retailers and recalled batches included (dates ISO, price naira). */
export type ProductDetails = NonNullable<ResultOf<typeof GET_PRODUCT_QUERY>['product']>;

/** The product with this id; `data.product` is null when there is none (a malformed id included). */
export function useProduct(id: string) {
  return useGraphQLQuery('GetProduct', GET_PRODUCT_QUERY, { id });
}
