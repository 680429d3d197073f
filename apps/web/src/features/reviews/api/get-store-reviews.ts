import { useInfiniteQuery } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { useSession } from '../../../lib/session';

export const STORE_REVIEWS_PAGE_SIZE = 10;

export const STORE_REVIEWS_QUERY = graphql(`
  query StoreReviews($manufacturerId: String!, $first: Int, $after: String) {
    storeReviews(manufacturerId: $manufacturerId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        rating
        text
        authorName
        verifiedPurchase
        productId
        productName
        photoUrl
        photoThumbnailUrl
        createdAt
        reply {
          text
          createdAt
        }
      }
    }
  }
`);

export type Review = ResultOf<typeof STORE_REVIEWS_QUERY>['storeReviews']['nodes'][number];

/** A store's reviews, newest first, a page at a time. */
export function useStoreReviews(manufacturerId: string) {
  const userId = useSession()?.userId ?? null;
  return useInfiniteQuery({
    queryKey: ['StoreReviews', { manufacturerId }, userId],
    queryFn: async ({ pageParam, signal }) =>
      (
        await graphqlRequest(
          STORE_REVIEWS_QUERY,
          { manufacturerId, first: STORE_REVIEWS_PAGE_SIZE, after: pageParam },
          { signal },
        )
      ).storeReviews,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : null),
  });
}
