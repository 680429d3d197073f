import type { BusinessInput, LatLng } from '@kasuwa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';

export const UPDATE_BUSINESS_MUTATION = graphql(`
  mutation UpdateManufacturer($input: UpdateManufacturerInput!) {
    updateManufacturer(updateManufacturerInput: $input) {
      id
      slug
      businessName
      brandStoreName
    }
  }
`);

/** Saves the form's checked values over one of the user's businesses; its screens reload. */
export function useUpdateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: BusinessInput & Partial<LatLng> & { id: string }) =>
      graphqlRequest(UPDATE_BUSINESS_MUTATION, {
        // null removes the image; the industry goes as a list of one, like createManufacturer's.
        input: { id, ...input, brandImage: input.brandImage ?? null, industry: [input.industry] },
      }).then((data) => data.updateManufacturer),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['Business'] }),
        queryClient.invalidateQueries({ queryKey: ['MyBusinesses'] }),
      ]),
  });
}
