import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';

export const REQUEST_PASSWORD_RESET = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      message
    }
  }
`);

/** Asks for a 4-digit code by email; the answer reads the same whether or not the account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => graphqlRequest(REQUEST_PASSWORD_RESET, { email }),
  });
}
