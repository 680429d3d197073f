import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export interface Retailer {
  id: string;
  name: string;
  contact: string;
  location: { fullAddress: string };
}

export const RETAILERS_QUERY_NAME = 'Retailers';

export const RETAILERS_QUERY = /* GraphQL */ `
  query Retailers($manufacturerId: String!) {
    stores(where: { manufacturerId: { equals: $manufacturerId } }) {
      id
      name
      contact
      location {
        fullAddress
      }
    }
  }
`;

/** The manufacturer's retailers, by name. */
export function useRetailers(manufacturerId: string | null) {
  return useGraphQLQuery<{ stores: Retailer[] }, { manufacturerId: string }>(
    RETAILERS_QUERY_NAME,
    RETAILERS_QUERY,
    { manufacturerId: manufacturerId ?? '' },
    { enabled: Boolean(manufacturerId) },
  );
}
