import { useMutation } from '@tanstack/react-query';
import type { VariablesOf } from 'gql.tada';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';

export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

export type ResetPasswordInput = VariablesOf<typeof RESET_PASSWORD>['input'];

/** Sets the new password with the token from a checked code; the API ends every session of the user. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => graphqlRequest(RESET_PASSWORD, { input }),
  });
}
