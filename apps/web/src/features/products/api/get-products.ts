import { keepPreviousData } from '@tanstack/react-query';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';
import { PRODUCT_SUMMARY_FIELDS, type ProductSummary } from './product-summary';

export interface ProductWhere {
  id?: { notIn?: string[] };
  manufacturer?: { slug: { equals: string } };
  category?: string;
  categoryIn?: string[];
  name?: { contains: string; mode: 'insensitive' };
}

export const PRODUCTS_QUERY = /* GraphQL */ `
  query Products($where: ProductWhereInput, $take: Int) {
    products(where: $where, take: $take) { ${PRODUCT_SUMMARY_FIELDS} }
  }
`;

/**
 * Products matching `where`, newest first, as cards show them. `keepPrevious`: while a changed
 * `where` loads, keep showing the last result (a search box) instead of nothing.
 */
export function useProducts(
  where: ProductWhere,
  options: { take?: number; enabled?: boolean; keepPrevious?: boolean } = {},
) {
  const { take, enabled = true, keepPrevious = false } = options;
  return useGraphQLQuery<{ products: ProductSummary[] }, { where: ProductWhere; take?: number }>(
    'Products',
    PRODUCTS_QUERY,
    take === undefined ? { where } : { where, take },
    { enabled, placeholderData: keepPrevious ? keepPreviousData : undefined },
  );
}
