import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const EDITABLE_PRODUCT_QUERY = graphql(`
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
`);

/** A saved product with every field the form edits. */
export type EditableProduct = NonNullable<ResultOf<typeof EDITABLE_PRODUCT_QUERY>['product']>;

/** One product with every field the form edits; null when there is none. */
export function useEditableProduct(id: string) {
  return useGraphQLQuery('EditableProduct', EDITABLE_PRODUCT_QUERY, { where: { id } }, { staleTime: 0 });
}
