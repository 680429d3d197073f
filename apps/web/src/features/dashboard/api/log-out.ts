import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';

export const LOG_OUT_MUTATION = /* GraphQL */ `
  mutation LogOut($id: String!) {
    logOut(id: $id) {
      message
    }
  }
`;

/** Ends the session on the server; the caller clears the browser's copy whatever the answer. */
export function useLogOut() {
  return useMutation({
    mutationFn: (userId: string) =>
      graphqlRequest<{ logOut: { message: string } }, { id: string }>(LOG_OUT_MUTATION, { id: userId }),
  });
}
