import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';

export const VERIFY_RESET_CODE = /* GraphQL */ `
  mutation VerifyPasswordResetCode($email: String!, $code: String!) {
    verifyPasswordResetCode(email: $email, code: $code) {
      resetToken
      expiresAt
    }
  }
`;

interface VerifyResetCodeResult {
  verifyPasswordResetCode: { resetToken: string; expiresAt: string };
}

/** Exchanges the emailed code for a short-lived reset token. */
export function useVerifyResetCode() {
  return useMutation({
    mutationFn: (variables: { email: string; code: string }) =>
      graphqlRequest<VerifyResetCodeResult, typeof variables>(VERIFY_RESET_CODE, variables, { token: null }),
  });
}
