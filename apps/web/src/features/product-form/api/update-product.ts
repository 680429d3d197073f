import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import type { ProductInput } from '../product-form-values';

export const UPDATE_PRODUCT_MUTATION = graphql(`
  mutation UpdateProduct($updateProductInput: UpdateProductInput!) {
    updateProduct(updateProductInput: $updateProductInput) {
      id
    }
  }
`);

/** Saves changes to a product; every product list refreshes afterwards. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput & { id: string }) =>
      graphqlRequest(UPDATE_PRODUCT_MUTATION, { updateProductInput: input }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
