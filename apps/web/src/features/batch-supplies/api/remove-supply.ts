import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { BATCH_SUPPLIES_QUERY_NAME } from './get-batch-supplies';

export const REMOVE_SUPPLY_MUTATION = graphql(`
  mutation RemoveBatchSupply($id: String!) {
    removeBatchSupply(id: $id)
  }
`);

/** Removes a supply; the batch's supplies load again. */
export function useRemoveSupply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await graphqlRequest(REMOVE_SUPPLY_MUTATION, { id })).removeBatchSupply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BATCH_SUPPLIES_QUERY_NAME] }),
  });
}
