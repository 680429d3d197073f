import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const GET_STORE_LOCATIONS_QUERY = graphql(`
  query GetStoreLocations($slug: String!) {
    manufacturer(where: { slug: $slug }) {
      id
      stores {
        id
        name
        contact
        location {
          fullAddress
          latitude
          longitude
        }
      }
    }
  }
`);

/** One retailer of the brand, with the coordinates the map needs. */
export type Retailer = NonNullable<ResultOf<typeof GET_STORE_LOCATIONS_QUERY>['manufacturer']>['stores'][number];

/** The retailers of one brand, with the coordinates the map needs. */
export function useStoreLocations(brandSlug: string) {
  return useGraphQLQuery('GetStoreLocations', GET_STORE_LOCATIONS_QUERY, { slug: brandSlug });
}
