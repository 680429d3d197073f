import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const BATCH_SUPPLIES_QUERY_NAME = 'BatchSupplies';

export const BATCH_SUPPLIES_QUERY = graphql(`
  query BatchSupplies($id: String) {
    batch(id: $id) {
      id
      quantity
      unitsSupplied
      manufactureDate
      supplies {
        id
        units
        suppliedOn
        store {
          id
          name
          location {
            fullAddress
          }
        }
      }
    }
  }
`);

export type BatchWithSupplies = NonNullable<ResultOf<typeof BATCH_SUPPLIES_QUERY>['batch']>;
export type Supply = BatchWithSupplies['supplies'][number];

/** Where the batch went: its latest 100 supplies and the units counted in all of them. */
export function useBatchSupplies(batchId: string) {
  return useGraphQLQuery(BATCH_SUPPLIES_QUERY_NAME, BATCH_SUPPLIES_QUERY, { id: batchId }, { staleTime: 0 });
}
