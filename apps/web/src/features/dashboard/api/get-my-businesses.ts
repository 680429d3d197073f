import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const MY_BUSINESSES_QUERY = graphql(`
  query MyBusinesses {
    me {
      id
      name
      currentManufacturer {
        id
      }
      manufacturers {
        id
        slug
        businessName
        brandStoreName
      }
    }
  }
`);

/** The signed-in user with their businesses; `me` is null when the stored token is no longer valid. */
export function useMyBusinesses(enabled: boolean) {
  return useGraphQLQuery('MyBusinesses', MY_BUSINESSES_QUERY, undefined, { enabled, staleTime: 60_000 });
}
