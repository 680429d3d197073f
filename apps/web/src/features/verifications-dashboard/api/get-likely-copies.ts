import { useInfiniteQuery } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { useSession } from '../../../lib/session';

export const LIKELY_COPIES_PAGE_SIZE = 20;
export const LIKELY_COPIES_KEY = 'LikelyCopies';

export const LIKELY_COPIES_QUERY = graphql(`
  query LikelyCopies($manufacturerId: String!, $take: Int, $skip: Int) {
    manufacturerLikelyCopies(manufacturerId: $manufacturerId, take: $take, skip: $skip) {
      unitCodeId
      serial
      batchId
      batchNumber
      productId
      productName
      verifications
      firstVerifiedAt
      lastVerifiedAt
      places
      farthestApartKm
      reasons
    }
  }
`);

export type LikelyCopy = ResultOf<typeof LIKELY_COPIES_QUERY>['manufacturerLikelyCopies'][number];

/** Unit codes checked too often or too far apart, a page at a time (`fetchNextPage` for more). */
export function useLikelyCopies(manufacturerId: string) {
  const userId = useSession()?.userId ?? null;
  return useInfiniteQuery({
    queryKey: [LIKELY_COPIES_KEY, { manufacturerId }, userId],
    queryFn: ({ pageParam, signal }) =>
      graphqlRequest(
        LIKELY_COPIES_QUERY,
        { manufacturerId, take: LIKELY_COPIES_PAGE_SIZE, skip: pageParam },
        { signal },
      ).then((data) => data.manufacturerLikelyCopies),
    initialPageParam: 0,
    // A full page may have more behind it; a short one is the last.
    getNextPageParam: (last: LikelyCopy[], pages: LikelyCopy[][]) =>
      last.length < LIKELY_COPIES_PAGE_SIZE ? null : pages.length * LIKELY_COPIES_PAGE_SIZE,
    enabled: manufacturerId !== '',
  });
}
