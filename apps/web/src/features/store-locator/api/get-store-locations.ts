import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const GET_STORE_LOCATIONS_QUERY = /* GraphQL */ `
  query GetStoreLocations($slug: String!) {
    manufacturer(where: { slug: $slug }) {
      id
      stores {
        id
        name
        contact
        location {
          fullAddress
          latitude
          longitude
        }
      }
    }
  }
`;

export interface Retailer {
  id: string;
  name: string;
  contact: string;
  location: { fullAddress: string; latitude: number; longitude: number };
}

/** The retailers of one brand, with the coordinates the map needs. */
export function useStoreLocations(brandSlug: string) {
  return useGraphQLQuery<{ manufacturer: { id: string; stores: Retailer[] } | null }, { slug: string }>(
    'GetStoreLocations',
    GET_STORE_LOCATIONS_QUERY,
    { slug: brandSlug },
  );
}
