import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const STORES_QUERY = graphql(`
  query Stores {
    manufacturers {
      id
      name
      slug
      brandImage
      industry
      productCount
    }
  }
`);

/** A brand store as the store cards show it. */
export type StoreSummary = ResultOf<typeof STORES_QUERY>['manufacturers'][number];

/** Every brand store, as the store cards show them. */
export function useStores() {
  return useGraphQLQuery('Stores', STORES_QUERY);
}
