import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { graphQLQuery, useGraphQLQuery } from '../../../lib/use-graphql-query';

export const STORE_QUERY = graphql(`
  query Store($slug: String!) {
    manufacturer(where: { slug: $slug }) {
      id
      name
      slug
      brandImage
      industry
      productCount
      rating {
        average
        count
      }
      followerCount
    }
  }
`);

/** A brand store as its page shows it, with its rating. */
export type StoreDetail = NonNullable<ResultOf<typeof STORE_QUERY>['manufacturer']>;

/** One brand store by its slug; `manufacturer` is null when no store has that slug. */
export function useStore(slug: string) {
  return useGraphQLQuery('Store', STORE_QUERY, { slug });
}

/** useStore's query, to start it before the store's screen renders. */
export const storeQuery = (slug: string, userId: string | null) => graphQLQuery('Store', STORE_QUERY, { slug }, userId);
