import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { BATCH_CODES_QUERY_NAME } from './get-batch-codes';

export const GENERATE_CODES_MUTATION = graphql(`
  mutation GenerateUnitCodes($batchId: String, $count: NumberOrString) {
    generateUnitCodes(batchId: $batchId, count: $count) {
      id
    }
  }
`);

/** Queues `count` new codes for the batch; its codes load again (and poll while they are made). */
export function useGenerateCodes(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (count: string) =>
      (await graphqlRequest(GENERATE_CODES_MUTATION, { batchId, count })).generateUnitCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BATCH_CODES_QUERY_NAME] }),
  });
}
