import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const BUSINESS_QUERY = graphql(`
  query Business($id: String!) {
    manufacturer(where: { id: $id }) {
      id
      slug
      businessName
      brandStoreName
      brandImage
      industry
      productCategory
      location {
        fullAddress
      }
    }
  }
`);

export type Business = NonNullable<ResultOf<typeof BUSINESS_QUERY>['manufacturer']>;

/** One business by id, or null when there is none. */
export function useBusiness(id: string | null) {
  return useGraphQLQuery('Business', BUSINESS_QUERY, { id: id ?? '' }, { enabled: Boolean(id) });
}
