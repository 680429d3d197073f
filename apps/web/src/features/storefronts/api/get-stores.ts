import type { Industry } from '@kasuwa/domain';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export interface StoreSummary {
  id: string;
  name: string;
  slug: string;
  brandImage: string | null;
  industry: Industry;
  productCount: number;
}

export const STORES_QUERY = /* GraphQL */ `
  query Stores {
    manufacturers {
      id
      name
      slug
      brandImage
      industry
      productCount
    }
  }
`;

/** Every brand store, as the store cards show them. */
export function useStores() {
  return useGraphQLQuery<{ manufacturers: StoreSummary[] }>('Stores', STORES_QUERY);
}
