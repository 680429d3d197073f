import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';

export const CHANGE_PASSWORD = /* GraphQL */ `
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`;

export interface ChangePasswordInput {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** The signed-in user's change (stored token); the API keeps this session and ends the others. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      graphqlRequest<{ changePassword: { message: string } }, { input: ChangePasswordInput }>(CHANGE_PASSWORD, {
        input,
      }),
  });
}
