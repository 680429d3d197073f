import { useInfiniteQuery } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { graphqlRequest } from '../../../lib/graphql-client';
import { RETAILERS_QUERY_NAME } from './get-retailers';

/** As many as the API gives in one page. */
const RETAILERS_PAGE_SIZE = 100;

export const RETAILER_PAGE_QUERY = graphql(`
  query RetailerPage($manufacturerId: String!, $first: Int, $after: String) {
    storePage(where: { manufacturerId: { equals: $manufacturerId } }, first: $first, after: $after) {
      totalCount
      nodes {
        id
        name
        contact
        location {
          fullAddress
          latitude
          longitude
          precision
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export type RetailerPage = ResultOf<typeof RETAILER_PAGE_QUERY>['storePage'];

/**
 * The manufacturer's retailers by name, a page of 100 at a time (`fetchNextPage` for more). Keyed
 * under the retailers query name, so adding or importing retailers refreshes it too.
 */
export function useRetailerPages(manufacturerId: string | null) {
  return useInfiniteQuery({
    queryKey: [RETAILERS_QUERY_NAME, 'pages', manufacturerId],
    queryFn: ({ pageParam, signal }) =>
      graphqlRequest(
        RETAILER_PAGE_QUERY,
        { manufacturerId: manufacturerId ?? '', first: RETAILERS_PAGE_SIZE, after: pageParam },
        { signal },
      ).then((data) => data.storePage),
    initialPageParam: null as string | null,
    getNextPageParam: (last: RetailerPage) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : null),
    enabled: Boolean(manufacturerId),
  });
}
