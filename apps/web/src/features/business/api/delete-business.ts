import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';

export const DELETE_BUSINESS_MUTATION = graphql(`
  mutation DeleteManufacturer($id: String!, $confirmName: String!) {
    deleteManufacturer(id: $id, confirmName: $confirmName) {
      id
      businessName
    }
  }
`);

/** Deletes one of the user's businesses with everything under it, once its name has been typed. */
export function useDeleteBusiness() {
  return useMutation({
    mutationFn: (variables: { id: string; confirmName: string }) =>
      graphqlRequest(DELETE_BUSINESS_MUTATION, variables).then((data) => data.deleteManufacturer),
  });
}
