import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { MY_ADDRESSES_QUERY_NAME } from './get-my-addresses';

export const SAVE_ADDRESS_MUTATION = graphql(`
  mutation SaveAddress($input: SaveAddressInput!) {
    saveAddress(input: $input) {
      id
      label
      recipientName
      phone
      fullAddress
      latitude
      longitude
      isDefault
    }
  }
`);

export interface SaveAddressInput {
  /** The address to change; absent to add a new one. */
  id?: string;
  label: string;
  recipientName: string;
  /** As the shopper typed it; the server stores it in E.164. */
  phone: string;
  fullAddress: string;
  /** Both from a map pin, or neither: the server then places the address from its text. */
  latitude?: number | null;
  longitude?: number | null;
  isDefault?: boolean;
}

/**
 * Adds a saved address, or changes one (with `id`). Refusals carry the field they concern
 * (`GraphQLRequestError.field`). The address list refreshes afterwards.
 */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAddressInput) =>
      graphqlRequest(SAVE_ADDRESS_MUTATION, { input }).then((data) => data.saveAddress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MY_ADDRESSES_QUERY_NAME] }),
  });
}
