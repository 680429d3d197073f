import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';

export const SIGN_UP = /* GraphQL */ `
  mutation SignUp($input: SignUpManufacturerInput!) {
    signUp(signUpManufacturerInput: $input) {
      token
      user {
        id
      }
    }
  }
`;

// The API accepts an avatar for the old client; nobody picks one at sign-up.
const PLACEHOLDER_IMAGE = 'default-avatar';

export interface SignUpInput {
  email: string;
  name: string;
  password: string;
  confirmPassword: string;
}

interface SignUpResult {
  signUp: { token: string; user: { id: string } };
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      graphqlRequest<SignUpResult, { input: SignUpInput & { image: string } }>(
        SIGN_UP,
        { input: { ...input, image: PLACEHOLDER_IMAGE } },
        { token: null },
      ),
  });
}
