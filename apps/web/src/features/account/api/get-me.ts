import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const ME_QUERY = graphql(`
  query Me {
    me {
      email
      name
    }
  }
`);

/** The signed-in user (by the stored token), or null when the token is no longer valid. */
export function useMe() {
  return useGraphQLQuery('Me', ME_QUERY);
}
