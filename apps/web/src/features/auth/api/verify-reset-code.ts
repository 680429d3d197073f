import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';

export const VERIFY_RESET_CODE = graphql(`
  mutation VerifyPasswordResetCode($email: String!, $code: String!) {
    verifyPasswordResetCode(email: $email, code: $code) {
      resetToken
      expiresAt
    }
  }
`);

/** Exchanges the emailed code for a short-lived reset token. */
export function useVerifyResetCode() {
  return useMutation({
    mutationFn: (variables: { email: string; code: string }) => graphqlRequest(VERIFY_RESET_CODE, variables),
  });
}
