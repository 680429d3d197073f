import { useMutation } from '@tanstack/react-query';
import type { VariablesOf } from 'gql.tada';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`);

export type ChangePasswordInput = VariablesOf<typeof CHANGE_PASSWORD>['input'];

/** The signed-in user's change (stored token); the API keeps this session and ends the others. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => graphqlRequest(CHANGE_PASSWORD, { input }),
  });
}
