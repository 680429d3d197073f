import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';

export const LOG_IN = /* GraphQL */ `
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
`;

export interface LogInResult {
  logIn: { token: string; user: { id: string; manufacturers: { id: string }[] } };
}

/** Signs in; never sends a token left over from an earlier session. */
export function useLogIn() {
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      graphqlRequest<LogInResult, { input: typeof input }>(LOG_IN, { input }, { token: null }),
  });
}
