import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const RECALL_BATCHES_KEY = 'RecallBatches';

export const RECALL_BATCHES_QUERY = graphql(`
  query RecallBatches($id: String!) {
    product(where: { id: $id }) {
      id
      name
      batches {
        id
        number
        expiryDate
        recalledAt
        recallReason
      }
    }
  }
`);

export type RecallProduct = NonNullable<ResultOf<typeof RECALL_BATCHES_QUERY>['product']>;
export type RecallBatch = RecallProduct['batches'][number];

/** One of the brand's products with its batches, the newest first (none until a product is chosen). */
export function useRecallBatches(productId: string) {
  return useGraphQLQuery(RECALL_BATCHES_KEY, RECALL_BATCHES_QUERY, { id: productId }, { enabled: productId !== '' });
}
