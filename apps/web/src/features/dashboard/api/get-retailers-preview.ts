import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export interface RetailerPreview {
  id: string;
  name: string;
  contact: string;
  location: { fullAddress: string };
}

export const RETAILERS_PREVIEW_QUERY = /* GraphQL */ `
  query DashboardRetailers($where: StoreWhereInput) {
    stores(where: $where) {
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
export function useRetailersPreview(manufacturerId: string) {
  return useGraphQLQuery<{ stores: RetailerPreview[] }, { where: { manufacturerId: { equals: string } } }>(
    'DashboardRetailers',
    RETAILERS_PREVIEW_QUERY,
    { where: { manufacturerId: { equals: manufacturerId } } },
  );
}
