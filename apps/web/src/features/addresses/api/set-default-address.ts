import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { MY_ADDRESSES_QUERY_NAME } from './get-my-addresses';

export const SET_DEFAULT_ADDRESS_MUTATION = graphql(`
  mutation SetDefaultAddress($id: String!) {
    setDefaultAddress(id: $id) {
      id
      isDefault
    }
  }
`);

/** Makes one saved address the default (the one checkout starts with). */
export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => graphqlRequest(SET_DEFAULT_ADDRESS_MUTATION, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MY_ADDRESSES_QUERY_NAME] }),
  });
}
