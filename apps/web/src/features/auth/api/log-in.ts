import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';

export const LOG_IN = graphql(`
  mutation LogIn($input: LogInInput!) {
    logIn(logInInput: $input) {
      token
      user {
        id
        manufacturers {
          id
        }
      }
    }
  }
`);

/** Signs in; never sends a token left over from an earlier session. */
export function useLogIn() {
  return useMutation({
    mutationFn: (input: { email: string; password: string }) => graphqlRequest(LOG_IN, { input }, { token: null }),
  });
}
