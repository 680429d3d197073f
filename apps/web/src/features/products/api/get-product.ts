import { useGraphQLQuery } from '../../../lib/use-graphql-query';
import type { ProductSummary } from './product-summary';

export const GET_PRODUCT_QUERY = /* GraphQL */ `
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
`;

export interface ProductRetailer {
  id: string;
  name: string;
  contact: string;
  location: { fullAddress: string };
}

/** One product with everything its two pages show, the brand's retailers included. */
export interface ProductDetails extends ProductSummary {
  description: string;
  quantity: number;
  batchNumber: number;
  batchQuantity: number | null;
  barCode: string | null;
  /** ISO date-times. */
  manufactureDate: string;
  expiryDate: string;
  createdAt: string;
  manufacturer: ProductSummary['manufacturer'] & { stores: ProductRetailer[] };
}

/** The product with this id; `data.product` is null when there is none (a malformed id included). */
export function useProduct(id: string) {
  return useGraphQLQuery<{ product: ProductDetails | null }, { id: string }>('GetProduct', GET_PRODUCT_QUERY, { id });
}
