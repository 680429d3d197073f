import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const GET_PRODUCT_QUERY = graphql(`
  query GetProduct($id: String!) {
    product(where: { id: $id }) {
      id
      name
      description
      imageUrl
      thumbnailUrl
      retailPrice
      category
      quantity
      batchNumber
      batchQuantity
      barCode
      manufactureDate
      expiryDate
      createdAt
      recalledBatches {
        number
        reason
        recalledAt
        expiryDate
      }
      manufacturer {
        name
        slug
        productCategory
        stores {
          id
          name
          contact
          location {
            fullAddress
          }
        }
      }
    }
  }
`);

/** One product with everything its two pages show, the brand's retailers and recalled batches included (dates ISO, price naira). */
export type ProductDetails = NonNullable<ResultOf<typeof GET_PRODUCT_QUERY>['product']>;

/** The product with this id; `data.product` is null when there is none (a malformed id included). */
export function useProduct(id: string) {
  return useGraphQLQuery('GetProduct', GET_PRODUCT_QUERY, { id });
}
