import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { MY_ADDRESSES_QUERY_NAME } from './get-my-addresses';

export const REMOVE_ADDRESS_MUTATION = graphql(`
  mutation RemoveAddress($id: String!) {
    removeAddress(id: $id)
  }
`);

/** Removes one saved address; when it was the default, the server makes the oldest left the default. */
export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => graphqlRequest(REMOVE_ADDRESS_MUTATION, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MY_ADDRESSES_QUERY_NAME] }),
  });
}
