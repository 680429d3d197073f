import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { RETAILERS_QUERY_NAME } from './get-retailers';

export const DELETE_RETAILERS_MUTATION = graphql(`
  mutation DeleteRetailers($ids: [String!]!) {
    deleteRetailers(ids: $ids) {
      deletedIds
    }
  }
`);

/** Deletes retailers all or none; the retailer lists are refetched. */
export function useDeleteRetailers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      graphqlRequest(DELETE_RETAILERS_MUTATION, { ids: [...ids] }).then((data) => data.deleteRetailers.deletedIds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [RETAILERS_QUERY_NAME] }),
  });
}
