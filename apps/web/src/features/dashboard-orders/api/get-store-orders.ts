import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { useSession } from '../../../lib/session';
import { sortOf, statusesOf, type OrderFilter } from '../order-filter';

export const STORE_ORDERS_PAGE_SIZE = 20;

export const STORE_ORDERS_QUERY = graphql(`
  query StoreOrders(
    $manufacturerId: String!
    $first: Int
    $after: String
    $search: String
    $sort: OrderSort
    $status: [OrderStatus!]
  ) {
    manufacturerOrders(
      manufacturerId: $manufacturerId
      first: $first
      after: $after
      search: $search
      sort: $sort
      status: $status
    ) {
      totalCount
      nodes {
        id
        number
        createdAt
        recipientName
        total
        status
        paymentMethod
        paymentStatus
        itemCount
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export type StoreOrdersPage = ResultOf<typeof STORE_ORDERS_QUERY>['manufacturerOrders'];
export type StoreOrder = StoreOrdersPage['nodes'][number];

/**
 * The store's orders under `filter`, a page at a time (`fetchNextPage` for more). While another
 * filter loads, the last answer stays on screen.
 */
export function useStoreOrders(manufacturerId: string, filter: OrderFilter) {
  const userId = useSession()?.userId ?? null;
  const variables = {
    manufacturerId,
    first: STORE_ORDERS_PAGE_SIZE,
    search: filter.search || null,
    sort: sortOf(filter.sort),
    status: statusesOf(filter.status),
  };
  return useInfiniteQuery({
    queryKey: ['StoreOrders', variables, userId],
    queryFn: ({ pageParam, signal }) =>
      graphqlRequest(STORE_ORDERS_QUERY, { ...variables, after: pageParam }, { signal }).then(
        (data) => data.manufacturerOrders,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: StoreOrdersPage) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : null),
    placeholderData: keepPreviousData,
    enabled: manufacturerId !== '',
  });
}
