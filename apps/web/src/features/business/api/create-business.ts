import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';

export interface BusinessFormValues {
  businessName: string;
  brandStoreName: string;
  fullAddress: string;
  industry: string;
  productCategory: string[];
  brandImage: string | null;
}

export const CREATE_BUSINESS_MUTATION = /* GraphQL */ `
  mutation CreateManufacturer($input: CreateManufacturerInput!) {
    createManufacturer(createManufacturerInput: $input) {
      id
      slug
    }
  }
`;

/** Creates the signed-in user's business (a manufacturer) from the form's raw values. */
export function useCreateBusiness() {
  return useMutation({
    mutationFn: ({ brandImage, ...values }: BusinessFormValues & { ownerId?: string }) =>
      graphqlRequest<{ createManufacturer: { id: string; slug: string } }, { input: Record<string, unknown> }>(
        CREATE_BUSINESS_MUTATION,
        { input: { ...values, ...(brandImage ? { brandImage } : {}) } },
      ).then((data) => data.createManufacturer),
  });
}
