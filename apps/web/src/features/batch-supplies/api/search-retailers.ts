import { keepPreviousData } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

/** Retailers offered at once: enough to pick from, the rest found by typing. */
export const RETAILER_OPTIONS_MAX = 20;

export const SUPPLY_RETAILERS_QUERY = graphql(`
  query SupplyRetailers($manufacturerId: String!, $name: String!, $take: Int) {
    stores(
      where: { manufacturerId: { equals: $manufacturerId }, name: { contains: $name, mode: insensitive } }
      take: $take
    ) {
      id
      name
      location {
        fullAddress
      }
    }
  }
`);

export type RetailerOption = ResultOf<typeof SUPPLY_RETAILERS_QUERY>['stores'][number];

/** The maker's retailers whose name holds `name` (any case), by name; the first ones while it is empty. */
export function useRetailerOptions(manufacturerId: string, name: string, enabled: boolean) {
  return useGraphQLQuery(
    'SupplyRetailers',
    SUPPLY_RETAILERS_QUERY,
    { manufacturerId, name: name.trim(), take: RETAILER_OPTIONS_MAX },
    { enabled: enabled && Boolean(manufacturerId), placeholderData: keepPreviousData, staleTime: 30_000 },
  );
}
