import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const REPORT_BRANDS_QUERY = graphql(`
  query ReportBrands {
    manufacturers(take: 100) {
      id
      name
    }
  }
`);

export const REPORT_BRAND_QUERY = graphql(`
  query ReportBrand($id: String!) {
    manufacturer(where: { id: $id }) {
      id
      name
      stores(take: 100) {
        id
        name
        location {
          fullAddress
        }
      }
    }
  }
`);

export type ReportBrand = NonNullable<ResultOf<typeof REPORT_BRAND_QUERY>['manufacturer']>;

/** The brand stores to choose from when the label's brand is not known yet. */
export function useReportBrands(enabled: boolean) {
  return useGraphQLQuery('ReportBrands', REPORT_BRANDS_QUERY, {}, { enabled });
}

/** One brand and its shops (where the shopper may have bought the product); null when unknown. */
export function useReportBrand(id: string) {
  return useGraphQLQuery('ReportBrand', REPORT_BRAND_QUERY, { id }, { enabled: Boolean(id) });
}
