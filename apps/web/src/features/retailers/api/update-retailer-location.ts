import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LatLng } from '@kasuwa/domain';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { RETAILERS_QUERY_NAME } from './get-retailers';

export const UPDATE_RETAILER_LOCATION_MUTATION = graphql(`
  mutation UpdateRetailerLocation($id: ID!, $location: StoreLocationInput!) {
    updateRetailerLocation(id: $id, location: $location) {
      id
      location {
        latitude
        longitude
        precision
      }
    }
  }
`);

/** Moves a retailer to a map pin (its address text stays); the retailer lists are refetched. */
export function useUpdateRetailerLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pin }: { id: string; pin: LatLng }) =>
      graphqlRequest(UPDATE_RETAILER_LOCATION_MUTATION, { id, location: pin }).then(
        (data) => data.updateRetailerLocation,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [RETAILERS_QUERY_NAME] }),
  });
}
