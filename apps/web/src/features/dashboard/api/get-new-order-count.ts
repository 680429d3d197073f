import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const NEW_ORDER_COUNT_QUERY = graphql(`
  query NewOrderCount($manufacturerId: String!) {
    newOrderCount(manufacturerId: $manufacturerId)
  }
`);

const ONE_MINUTE = 60_000;

/** How many of the store's orders wait to be confirmed; asked again every minute and when the window regains focus. */
export function useNewOrderCount(manufacturerId: string) {
  return useGraphQLQuery(
    'NewOrderCount',
    NEW_ORDER_COUNT_QUERY,
    { manufacturerId },
    {
      enabled: manufacturerId !== '',
      staleTime: 0,
      refetchInterval: ONE_MINUTE,
      refetchOnWindowFocus: true,
    },
  );
}
