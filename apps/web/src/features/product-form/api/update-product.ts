import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import type { ProductInput } from '../product-form-values';

type UpdateInput = ProductInput & { id: string };

export const UPDATE_PRODUCT_MUTATION = /* GraphQL */ `
  mutation UpdateProduct($updateProductInput: UpdateProductInput!) {
    updateProduct(updateProductInput: $updateProductInput) {
      id
    }
  }
`;

/** Saves changes to a product; every product list refreshes afterwards. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateInput) =>
      graphqlRequest<{ updateProduct: { id: string } }, { updateProductInput: UpdateInput }>(UPDATE_PRODUCT_MUTATION, {
        updateProductInput: input,
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
