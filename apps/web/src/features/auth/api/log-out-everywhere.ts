import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client';
import { graphql } from '../../../lib/graphql-document';

export const LOG_OUT_EVERYWHERE = graphql(`
  mutation LogOutEverywhere {
    logOutEverywhere {
      message
    }
  }
`);

/** Ends every session of the user on the server, this browser's included. */
export function useLogOutEverywhere() {
  return useMutation({ mutationFn: () => graphqlRequest(LOG_OUT_EVERYWHERE, {}) });
}
