import { useInfiniteQuery } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { useSession } from '../../../lib/session';

export const FAKE_REPORTS_PAGE_SIZE = 20;

export const FAKE_REPORTS_QUERY = graphql(`
  query FakeReports($manufacturerId: String!, $take: Int, $skip: Int) {
    manufacturerFakeReports(manufacturerId: $manufacturerId, take: $take, skip: $skip) {
      id
      productId
      code
      photoUrl
      storeId
      boughtAtAddress
      note
      email
      createdAt
    }
  }
`);

export type FakeReport = ResultOf<typeof FAKE_REPORTS_QUERY>['manufacturerFakeReports'][number];

/** Shoppers' reports of suspected fakes, newest first, a page at a time. */
export function useFakeReports(manufacturerId: string) {
  const userId = useSession()?.userId ?? null;
  return useInfiniteQuery({
    queryKey: ['FakeReports', { manufacturerId }, userId],
    queryFn: ({ pageParam, signal }) =>
      graphqlRequest(
        FAKE_REPORTS_QUERY,
        { manufacturerId, take: FAKE_REPORTS_PAGE_SIZE, skip: pageParam },
        { signal },
      ).then((data) => data.manufacturerFakeReports),
    initialPageParam: 0,
    getNextPageParam: (last: FakeReport[], pages: FakeReport[][]) =>
      last.length < FAKE_REPORTS_PAGE_SIZE ? null : pages.length * FAKE_REPORTS_PAGE_SIZE,
    enabled: manufacturerId !== '',
  });
}
