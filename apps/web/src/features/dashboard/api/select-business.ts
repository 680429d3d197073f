import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';
import { saveSession } from '../../../lib/session';

export const SELECT_BUSINESS_MUTATION = graphql(`
  mutation SelectManufacturer($id: String!) {
    selectManufacturer(id: $id) {
      id
      businessName
    }
  }
`);

/**
 * Makes one of the user's businesses the one the dashboard runs: the server remembers it (every device,
 * every log-in), then the user is reloaded and this browser's copy follows.
 */
export function useSelectBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { selectManufacturer } = await graphqlRequest(SELECT_BUSINESS_MUTATION, { id });
      await queryClient.invalidateQueries({ queryKey: ['MyBusinesses'] });
      saveSession({ manufacturerId: selectManufacturer.id });
      return selectManufacturer;
    },
  });
}
