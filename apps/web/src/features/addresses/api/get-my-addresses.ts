import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { useSession } from '../../../lib/session';

export const MY_ADDRESSES_QUERY_NAME = 'MyAddresses';

export const MY_ADDRESSES_QUERY = graphql(`
  query MyAddresses {
    myAddresses {
      id
      label
      recipientName
      phone
      fullAddress
      latitude
      longitude
      isDefault
    }
  }
`);

export type SavedAddress = ResultOf<typeof MY_ADDRESSES_QUERY>['myAddresses'][number];

/**
 * The signed-in shopper's saved delivery addresses, the default first (the server's order). Signed
 * out, the list is empty without asking the server. Keyed like useGraphQLQuery: per user.
 */
export function useMyAddresses() {
  const userId = useSession()?.userId ?? null;
  return useQuery({
    queryKey: [MY_ADDRESSES_QUERY_NAME, {}, userId],
    queryFn: ({ signal }): Promise<SavedAddress[]> =>
      userId
        ? graphqlRequest(MY_ADDRESSES_QUERY, {}, { signal }).then((data) => data.myAddresses)
        : Promise.resolve([]),
  });
}
