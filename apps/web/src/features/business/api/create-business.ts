import type { BusinessInput, LatLng } from '@kasuwa/domain';
import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';

export const CREATE_BUSINESS_MUTATION = graphql(`
  mutation CreateManufacturer($input: CreateManufacturerInput!) {
    createManufacturer(createManufacturerInput: $input) {
      id
      slug
    }
  }
`);

/** Creates the signed-in user's business (a manufacturer) from the form's checked values. */
export function useCreateBusiness() {
  return useMutation({
    mutationFn: (input: BusinessInput & Partial<LatLng>) =>
      // The schema types industry as a list (of one) for the old client.
      graphqlRequest(CREATE_BUSINESS_MUTATION, { input: { ...input, industry: [input.industry] } }).then(
        (data) => data.createManufacturer,
      ),
  });
}
