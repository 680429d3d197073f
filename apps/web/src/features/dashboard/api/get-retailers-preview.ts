import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const RETAILERS_PREVIEW_QUERY = graphql(`
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
`);

/** The manufacturer's retailers, by name. */
export function useRetailersPreview(manufacturerId: string) {
  return useGraphQLQuery('DashboardRetailers', RETAILERS_PREVIEW_QUERY, {
    where: { manufacturerId: { equals: manufacturerId } },
  });
}
