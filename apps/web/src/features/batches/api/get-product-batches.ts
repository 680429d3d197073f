import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const PRODUCT_BATCHES_QUERY_NAME = 'ProductBatches';

export const PRODUCT_BATCHES_QUERY = graphql(`
  query ProductBatches($where: ProductWhereUniqueInput!) {
    product(where: $where) {
      id
      name
      manufacturerId
      batches {
        id
        number
        manufactureDate
        expiryDate
        quantity
        codesRequested
        codesMade
        codesAvailable
        recalledAt
        recallReason
      }
    }
  }
`);

export type ProductWithBatches = NonNullable<ResultOf<typeof PRODUCT_BATCHES_QUERY>['product']>;
export type Batch = ProductWithBatches['batches'][number];

/** A product with its batches, the newest first (its manufacturer's only). */
export function useProductBatches(productId: string) {
  return useGraphQLQuery(
    PRODUCT_BATCHES_QUERY_NAME,
    PRODUCT_BATCHES_QUERY,
    { where: { id: productId } },
    { staleTime: 0 },
  );
}
