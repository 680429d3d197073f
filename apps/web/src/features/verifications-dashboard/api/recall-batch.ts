import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';

export const RECALL_BATCH_MUTATION = graphql(`
  mutation RecallBatch($batchId: String!, $reason: String!) {
    recallBatch(batchId: $batchId, reason: $reason) {
      id
      number
      recalledAt
      recallReason
    }
  }
`);

/**
 * Recalls a batch with the maker's reason. Afterwards every query refreshes: the batches, the
 * figures, and any product page this browser has open.
 */
export function useRecallBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { batchId: string; reason: string }) =>
      graphqlRequest(RECALL_BATCH_MUTATION, input).then((data) => data.recallBatch),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
