import { useGraphQLQuery } from '../../../lib/use-graphql-query';
import type { StoreSummary } from './get-stores';

export const STORE_QUERY = /* GraphQL */ `
  query Store($slug: String!) {
    manufacturer(where: { slug: $slug }) {
      id
      name
      slug
      brandImage
      industry
      productCount
    }
  }
`;

/** One brand store by its slug; `manufacturer` is null when no store has that slug. */
export function useStore(slug: string) {
  return useGraphQLQuery<{ manufacturer: StoreSummary | null }, { slug: string }>('Store', STORE_QUERY, { slug });
}
