import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const RETAILERS_QUERY_NAME = 'Retailers';

export const RETAILERS_QUERY = graphql(`
  query Retailers($manufacturerId: String!) {
    stores(where: { manufacturerId: { equals: $manufacturerId } }) {
      id
      name
      contact
      location {
        fullAddress
      }
    }
  }
`);

export type Retailer = ResultOf<typeof RETAILERS_QUERY>['stores'][number];

/** The manufacturer's retailers, by name. */
export function useRetailers(manufacturerId: string | null) {
  return useGraphQLQuery(
    RETAILERS_QUERY_NAME,
    RETAILERS_QUERY,
    { manufacturerId: manufacturerId ?? '' },
    { enabled: Boolean(manufacturerId) },
  );
}
