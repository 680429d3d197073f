import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export interface Me {
  email: string;
  name: string;
}

export const ME_QUERY = /* GraphQL */ `
  query Me {
    me {
      email
      name
    }
  }
`;

/** The signed-in user (by the stored token), or null when the token is no longer valid. */
export function useMe() {
  return useGraphQLQuery<{ me: Me | null }>('Me', ME_QUERY);
}
