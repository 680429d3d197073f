import type { Industry, ProductCategory } from '@kasuwa/domain';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export interface Business {
  id: string;
  slug: string;
  businessName: string;
  brandStoreName: string;
  industry: Industry;
  productCategory: ProductCategory[];
  location: { fullAddress: string };
}

export const BUSINESS_QUERY = /* GraphQL */ `
  query Business($id: String!) {
    manufacturer(where: { id: $id }) {
      id
      slug
      businessName
      brandStoreName
      industry
      productCategory
      location {
        fullAddress
      }
    }
  }
`;

/** One business by id, or null when there is none. */
export function useBusiness(id: string | null) {
  return useGraphQLQuery<{ manufacturer: Business | null }, { id: string }>(
    'Business',
    BUSINESS_QUERY,
    { id: id ?? '' },
    { enabled: Boolean(id) },
  );
}
