import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';

export const LOG_IN = graphql(`
  mutation LogIn($input: LogInInput!) {
    logIn(logInInput: $input) {
      token
      user {
        id
        currentManufacturer {
          id
        }
      }
    }
  }
`);

/** Signs in: the answer sets the session cookie. */
export function useLogIn() {
  return useMutation({
    mutationFn: (input: { email: string; password: string }) => graphqlRequest(LOG_IN, { input }),
  });
}
