import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const MY_BUSINESS_IDS_QUERY = graphql(`
  query MyBusinessIds {
    me {
      id
      manufacturers {
        id
      }
    }
  }
`);

/** Whether the signed-in user owns a business; asked only when `enabled`. */
export function useOwnsBusiness(enabled: boolean) {
  const query = useGraphQLQuery('MyBusinessIds', MY_BUSINESS_IDS_QUERY, undefined, { enabled, staleTime: 60_000 });
  return (query.data?.me?.manufacturers.length ?? 0) > 0;
}
