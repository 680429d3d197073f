import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export interface MyBusiness {
  id: string;
  slug: string;
  businessName: string;
  brandStoreName: string;
}

export interface Owner {
  id: string;
  name: string;
  manufacturers: MyBusiness[];
}

export const MY_BUSINESSES_QUERY = /* GraphQL */ `
  query MyBusinesses {
    me {
      id
      name
      manufacturers {
        id
        slug
        businessName
        brandStoreName
      }
    }
  }
`;

/** The signed-in user with their businesses; `me` is null when the stored token is no longer valid. */
export function useMyBusinesses(enabled: boolean) {
  return useGraphQLQuery<{ me: Owner | null }>('MyBusinesses', MY_BUSINESSES_QUERY, undefined, {
    enabled,
    staleTime: 60_000,
  });
}
