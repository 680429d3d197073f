import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LatLng } from '@kasuwa/domain';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { RETAILERS_QUERY_NAME } from './get-retailers';

export const UPDATE_RETAILER_MUTATION = graphql(`
  mutation UpdateRetailer($input: UpdateStoreInput!) {
    updateRetailer(updateStoreInput: $input) {
      id
      name
    }
  }
`);

export interface RetailerChanges {
  id: string;
  name: string;
  fullAddress: string;
  contact: string;
  /** A map pin: the exact spot, sent with the address. */
  pin: LatLng | null;
}

/** Edits one retailer (the same rules as adding one); the retailer lists are refetched. */
export function useUpdateRetailer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, fullAddress, contact, pin }: RetailerChanges) =>
      graphqlRequest(UPDATE_RETAILER_MUTATION, { input: { id, name, fullAddress, contact, ...pin } }).then(
        (data) => data.updateRetailer,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [RETAILERS_QUERY_NAME] }),
  });
}
