import { keepPreviousData } from '@tanstack/react-query';
import type { VariablesOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

/** Product cards and cart lines: the fields every one of them needs (ProductSummary). */
export const PRODUCTS_QUERY = graphql(`
  query Products($where: ProductWhereInput, $take: Int) {
    products(where: $where, take: $take) {
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
`);

export type ProductWhere = NonNullable<VariablesOf<typeof PRODUCTS_QUERY>['where']>;

/**
 * Products matching `where`, newest first, as cards show them. `keepPrevious`: while a changed
 * `where` loads, keep showing the last result (a search box) instead of nothing.
 */
export function useProducts(
  where: ProductWhere,
  options: { take?: number; enabled?: boolean; keepPrevious?: boolean } = {},
) {
  const { take, enabled = true, keepPrevious = false } = options;
  return useGraphQLQuery('Products', PRODUCTS_QUERY, take === undefined ? { where } : { where, take }, {
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
