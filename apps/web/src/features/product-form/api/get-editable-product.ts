import { useGraphQLQuery } from '../../../lib/use-graphql-query';
import type { EditableProduct } from '../product-form-values';

export const EDITABLE_PRODUCT_QUERY = /* GraphQL */ `
  query GetProduct($where: ProductWhereUniqueInput!) {
    product(where: $where) {
      id
      name
      description
      category
      imageUrl
      retailPrice
      quantity
      batchNumber
      batchQuantity
      barCode
      manufactureDate
      expiryDate
      manufacturerId
    }
  }
`;

/** One product with every field the form edits; null when there is none. */
export function useEditableProduct(id: string) {
  return useGraphQLQuery<{ product: EditableProduct | null }, { where: { id: string } }>(
    'EditableProduct',
    EDITABLE_PRODUCT_QUERY,
    { where: { id } },
    { staleTime: 0 },
  );
}
