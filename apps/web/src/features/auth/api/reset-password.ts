import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';

export const RESET_PASSWORD = /* GraphQL */ `
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`;

export interface ResetPasswordInput {
  resetToken: string;
  password: string;
  confirmPassword: string;
}

/** Sets the new password with the token from a checked code; the API ends every session of the user. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      graphqlRequest<{ resetPassword: { message: string } }, { input: ResetPasswordInput }>(
        RESET_PASSWORD,
        { input },
        { token: null },
      ),
  });
}
