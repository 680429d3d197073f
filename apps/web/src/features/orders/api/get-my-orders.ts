import { useInfiniteQuery } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { useSession } from '../../../lib/session';
import type { OrderStatus } from './get-order';

/** Orders per page: enough to fill a phone screen a few times over. */
const MY_ORDERS_PAGE_SIZE = 10;

/** The name the shopper's order lists are cached under (a cancellation refreshes them). */
export const MY_ORDERS_QUERY_NAME = 'MyOrders';

export const MY_ORDERS_QUERY = graphql(`
  query MyOrders($status: [OrderStatus!], $first: Int, $after: String) {
    myOrders(status: $status, first: $first, after: $after) {
      totalCount
      nodes {
        id
        number
        createdAt
        status
        paymentStatus
        total
        itemCount
        lineCount
        manufacturer {
          id
          name
        }
        # The first few, for the card's thumbnails.
        lines(take: 3) {
          id
          name
          quantity
          thumbnailUrl
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export type MyOrdersPage = ResultOf<typeof MY_ORDERS_QUERY>['myOrders'];
export type OrderSummary = MyOrdersPage['nodes'][number];

/** The signed-in shopper's orders in these statuses, newest first, a page at a time (`fetchNextPage`). */
export function useMyOrders(statuses: readonly OrderStatus[]) {
  const userId = useSession()?.userId ?? null;
  return useInfiniteQuery({
    queryKey: [MY_ORDERS_QUERY_NAME, statuses, userId],
    queryFn: ({ pageParam, signal }) =>
      graphqlRequest(
        MY_ORDERS_QUERY,
        { status: [...statuses], first: MY_ORDERS_PAGE_SIZE, after: pageParam },
        { signal },
      ).then((data) => data.myOrders),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MyOrdersPage) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : null),
  });
}
