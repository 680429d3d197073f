import { keepPreviousData } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

/** How many matching stores a search shows (with the total): store names are few and short. */
export const SEARCH_STORES_SHOWN = 12;

export const SEARCH_STORES_QUERY = graphql(`
  query SearchStores($term: String!, $first: Int) {
    manufacturerPage(where: { name: { contains: $term, mode: insensitive } }, first: $first) {
      totalCount
      nodes {
        id
        name
        slug
        brandImage
        industry
        productCount
      }
    }
  }
`);

/** The brand stores whose name holds `term` (any case), by name, as the store cards show them. */
export function useSearchStores(term: string) {
  return useGraphQLQuery(
    'SearchStores',
    SEARCH_STORES_QUERY,
    { term, first: SEARCH_STORES_SHOWN },
    { placeholderData: keepPreviousData },
  );
}
