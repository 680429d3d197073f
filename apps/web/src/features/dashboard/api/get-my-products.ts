import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { useSession } from '../../../lib/session';
import { productSortOf, type ProductListFilter } from '../product-list-filter';

export const MY_PRODUCTS_KEY = 'MyProducts';
export const MY_PRODUCTS_PAGE_SIZE = 25;

export const MY_PRODUCTS_QUERY = graphql(`
  query MyProducts($where: ProductWhereInput, $sort: ProductSort, $first: Int, $after: String) {
    productPage(where: $where, sort: $sort, first: $first, after: $after) {
      totalCount
      nodes {
        id
        name
        thumbnailUrl
        retailPrice
        quantity
        category
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export type MyProductsPage = ResultOf<typeof MY_PRODUCTS_QUERY>['productPage'];
/** One of the manufacturer's products; `retailPrice` in naira. */
export type MyProduct = MyProductsPage['nodes'][number];

/**
 * The business's products under `filter`, a page at a time (`fetchNextPage` for more). While another
 * filter loads, the last answer stays on screen.
 */
export function useMyProducts(manufacturerId: string, filter: ProductListFilter) {
  const userId = useSession()?.userId ?? null;
  const variables = {
    where: {
      manufacturerId: { equals: manufacturerId },
      name: filter.search ? { contains: filter.search, mode: 'insensitive' as const } : null,
      category: filter.category || null,
      lowStock: filter.lowStock || null,
    },
    sort: productSortOf(filter.sort),
    first: MY_PRODUCTS_PAGE_SIZE,
  };
  return useInfiniteQuery({
    queryKey: [MY_PRODUCTS_KEY, variables, userId],
    queryFn: ({ pageParam, signal }) =>
      graphqlRequest(MY_PRODUCTS_QUERY, { ...variables, after: pageParam }, { signal }).then(
        (data) => data.productPage,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MyProductsPage) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : null),
    placeholderData: keepPreviousData,
    enabled: manufacturerId !== '',
  });
}
