import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LatLng } from '@kasuwa/domain';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { RETAILERS_QUERY_NAME } from './get-retailers';

/** One retailer as the user entered it. */
export interface NewRetailer {
  name: string;
  fullAddress: string;
  contact: string;
  /** A map pin: the exact spot, used instead of placing the address text. */
  pin?: LatLng | null;
}

export const ADD_RETAILERS_MUTATION = graphql(`
  mutation AddMultipleRetailer($inputs: [CreateStoreInput!]!) {
    addMultipleRetailer(createStoreInputs: $inputs) {
      id
    }
  }
`);

export function addRetailers(manufacturerId: string, retailers: readonly NewRetailer[]) {
  return graphqlRequest(ADD_RETAILERS_MUTATION, {
    inputs: retailers.map(({ name, fullAddress, contact, pin }) => ({
      name,
      fullAddress,
      contact,
      manufacturerId,
      ...pin,
    })),
  }).then((data) => data.addMultipleRetailer);
}

/** Adds retailers all or none; the retailer list is refetched afterwards. */
export function useAddRetailers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ manufacturerId, retailers }: { manufacturerId: string; retailers: readonly NewRetailer[] }) =>
      addRetailers(manufacturerId, retailers),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [RETAILERS_QUERY_NAME] }),
  });
}
