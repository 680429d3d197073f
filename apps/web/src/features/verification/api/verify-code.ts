import { useMutation } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { graphqlRequest } from '../../../lib/graphql-client';

export const VERIFY_CODE_MUTATION = graphql(`
  mutation VerifyCode($code: String!, $location: VerifyLocationInput) {
    verifyCode(code: $code, location: $location) {
      code
      result
      verifications
      firstVerifiedAt
      firstVerifiedNear
      recallAdvice
      product {
        id
        name
        imageUrl
        thumbnailUrl
      }
      maker {
        id
        name
        slug
      }
      batch {
        number
        manufactureDate
        expiryDate
        recallReason
        recalledAt
      }
      retailers {
        id
        name
        address
      }
    }
  }
`);

export type CodeVerification = ResultOf<typeof VERIFY_CODE_MUTATION>['verifyCode'];
export type VerifyLocation = { latitude: number; longitude: number };

/** One check of a unit code; each call is stored by the server as a verification. */
export function useVerifyCode() {
  return useMutation({
    mutationFn: ({ code, location }: { code: string; location?: VerifyLocation | undefined }) =>
      graphqlRequest(VERIFY_CODE_MUTATION, { code, location: location ?? null }).then((data) => data.verifyCode),
  });
}
