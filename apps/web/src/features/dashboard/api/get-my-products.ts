import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export interface MyProduct {
  id: string;
  name: string;
  thumbnailUrl: string;
  /** Naira. */
  retailPrice: number;
  quantity: number;
  category: string | null;
}

export const MY_PRODUCTS_KEY = 'MyProducts';

export const MY_PRODUCTS_QUERY = /* GraphQL */ `
  query MyProducts($where: ProductWhereInput, $take: Int) {
    products(where: $where, take: $take) {
      id
      name
      thumbnailUrl
      retailPrice
      quantity
      category
    }
  }
`;

const MY_PRODUCTS_MAX = 200;

/** The manufacturer's products, newest first. */
export function useMyProducts(manufacturerId: string) {
  return useGraphQLQuery<{ products: MyProduct[] }, { where: { manufacturerId: { equals: string } }; take: number }>(
    MY_PRODUCTS_KEY,
    MY_PRODUCTS_QUERY,
    { where: { manufacturerId: { equals: manufacturerId } }, take: MY_PRODUCTS_MAX },
  );
}
