import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import type { ProductInput } from '../product-form-values';

export const CREATE_PRODUCT_MUTATION = graphql(`
  mutation CreateProduct($createProductInput: CreateProductInput!) {
    createProduct(createProductInput: $createProductInput) {
      id
    }
  }
`);

/** Adds a product to the manufacturer's store; every product list refreshes afterwards. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) => graphqlRequest(CREATE_PRODUCT_MUTATION, { createProductInput: input }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
