import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const RETAILERS_PREVIEW_QUERY = graphql(`
  query DashboardRetailers($where: StoreWhereInput, $first: Int) {
    storePage(where: $where, first: $first) {
      totalCount
      nodes {
        id
        name
        contact
        location {
          fullAddress
        }
      }
    }
  }
`);

/** The manufacturer's first `count` retailers by name, and how many there are in all. */
export function useRetailersPreview(manufacturerId: string, count: number) {
  return useGraphQLQuery('DashboardRetailers', RETAILERS_PREVIEW_QUERY, {
    where: { manufacturerId: { equals: manufacturerId } },
    first: count,
  });
}
