import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';

export const REMOVE_PRODUCT_MUTATION = graphql(`
  mutation RemoveProduct($where: ProductWhereUniqueInput!) {
    removeProduct(where: $where) {
      id
    }
  }
`);

/** Deletes one product; every product list and the dashboard figures refresh afterwards. */
export function useRemoveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => graphqlRequest(REMOVE_PRODUCT_MUTATION, { where: { id } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
