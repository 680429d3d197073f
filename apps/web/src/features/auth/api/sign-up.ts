import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';

export const SIGN_UP = graphql(`
  mutation SignUp($input: SignUpManufacturerInput!) {
    signUp(signUpManufacturerInput: $input) {
      token
      user {
        id
      }
    }
  }
`);

// The API accepts an avatar for the old client; nobody picks one at sign-up.
const PLACEHOLDER_IMAGE = 'default-avatar';

export interface SignUpInput {
  email: string;
  name: string;
  password: string;
  confirmPassword: string;
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => graphqlRequest(SIGN_UP, { input: { ...input, image: PLACEHOLDER_IMAGE } }),
  });
}
