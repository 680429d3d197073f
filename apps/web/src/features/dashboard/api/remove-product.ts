import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';

export const REMOVE_PRODUCT_MUTATION = /* GraphQL */ `
  mutation RemoveProduct($where: ProductWhereUniqueInput!) {
    removeProduct(where: $where) {
      id
    }
  }
`;

/** Deletes one product; every product list and the dashboard figures refresh afterwards. */
export function useRemoveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      graphqlRequest<{ removeProduct: { id: string } }, { where: { id: string } }>(REMOVE_PRODUCT_MUTATION, {
        where: { id },
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
