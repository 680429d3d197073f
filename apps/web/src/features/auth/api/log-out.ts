import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';

export const LOG_OUT_MUTATION = graphql(`
  mutation LogOut($id: String!) {
    logOut(id: $id) {
      message
    }
  }
`);

/** Ends the session on the server; the caller clears the browser's copy whatever the answer. */
export function useLogOut() {
  return useMutation({
    mutationFn: (userId: string) => graphqlRequest(LOG_OUT_MUTATION, { id: userId }),
  });
}
