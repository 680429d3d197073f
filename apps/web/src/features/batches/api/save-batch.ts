import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import type { BatchInput } from '../batch-form-values';

export const ADD_BATCH_MUTATION = graphql(`
  mutation AddBatch($productId: String, $input: BatchInput!) {
    addBatch(productId: $productId, input: $input) {
      id
    }
  }
`);

export const UPDATE_BATCH_MUTATION = graphql(`
  mutation UpdateBatch($id: String, $input: BatchInput!) {
    updateBatch(id: $id, input: $input) {
      id
    }
  }
`);

/** Adds a batch to the product, or saves changes to `batchId`; the product's batches load again. */
export function useSaveBatch(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ batchId, input }: { batchId: string | null; input: BatchInput }): Promise<{ id: string }> =>
      batchId
        ? (await graphqlRequest(UPDATE_BATCH_MUTATION, { id: batchId, input })).updateBatch
        : (await graphqlRequest(ADD_BATCH_MUTATION, { productId, input })).addBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ProductBatches'] }),
  });
}
