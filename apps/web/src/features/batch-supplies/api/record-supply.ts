import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { BATCH_SUPPLIES_QUERY_NAME } from './get-batch-supplies';

export const RECORD_SUPPLY_MUTATION = graphql(`
  mutation RecordBatchSupply($batchId: String!, $input: BatchSupplyInput!) {
    recordBatchSupply(batchId: $batchId, input: $input) {
      id
    }
  }
`);

export type SupplyInput = { storeId: string; units: string | null; suppliedOn: string };

/** Records a supply of the batch; its supplies load again. */
export function useRecordSupply(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SupplyInput) =>
      (await graphqlRequest(RECORD_SUPPLY_MUTATION, { batchId, input })).recordBatchSupply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BATCH_SUPPLIES_QUERY_NAME] }),
  });
}
