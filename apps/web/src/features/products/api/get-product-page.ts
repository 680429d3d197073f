import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { useSession } from '../../../lib/session';

/** Product cards a page at a time (the fields of ProductSummary), with the total across pages. */
export const PRODUCT_PAGE_QUERY = graphql(`
  query ProductPage($where: ProductWhereInput, $sort: ProductSort, $first: Int, $after: String) {
    productPage(where: $where, sort: $sort, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        name
        imageUrl
        thumbnailUrl
        retailPrice
        category
        manufacturer {
          name
          slug
          productCategory
        }
      }
    }
  }
`);

type Variables = VariablesOf<typeof PRODUCT_PAGE_QUERY>;
export type ProductPageWhere = NonNullable<Variables['where']>;
export type ProductPageSort = NonNullable<Variables['sort']>;
export type ProductPage = ResultOf<typeof PRODUCT_PAGE_QUERY>['productPage'];

/** Six rows of four, eight of three, twelve of two: a screenful or more at every width. */
export const PRODUCT_PAGE_SIZE = 24;

/**
 * Products matching `where` in `sort` order, a page at a time (`fetchNextPage` for more). Pages
 * stay cached, so Back to the list shows every page it had; while another `where` or `sort` loads,
 * the last answer stays on screen.
 */
export function useProductPages(where: ProductPageWhere, sort: ProductPageSort) {
  const userId = useSession()?.userId ?? null;
  return useInfiniteQuery({ ...productPagesQuery(where, sort, userId), placeholderData: keepPreviousData });
}

/** A brand store's products, as its page lists them before any search. */
export const storeProductsWhere = (slug: string): ProductPageWhere => ({ manufacturer: { slug: { equals: slug } } });

/** useProductPages' query, to start its first page before the screen renders. */
export function productPagesQuery(where: ProductPageWhere, sort: ProductPageSort, userId: string | null) {
  return infiniteQueryOptions({
    queryKey: ['ProductPage', { where, sort }, userId],
    queryFn: ({ pageParam, signal }) =>
      graphqlRequest(PRODUCT_PAGE_QUERY, { where, sort, first: PRODUCT_PAGE_SIZE, after: pageParam }, { signal }).then(
        (data) => data.productPage,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ProductPage) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : null),
  });
}
