import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';

export const DELETE_ACCOUNT_MUTATION = graphql(`
  mutation DeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      message
    }
  }
`);

/** Deletes the signed-in person's account after their password; the server ends every session. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      graphqlRequest(DELETE_ACCOUNT_MUTATION, { input: { password } }).then((data) => data.deleteAccount),
  });
}
