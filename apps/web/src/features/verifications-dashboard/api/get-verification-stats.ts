import { keepPreviousData } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';
import type { Period } from '../period';

export const VERIFICATION_STATS_KEY = 'VerificationStats';

export const VERIFICATION_STATS_QUERY = graphql(`
  query VerificationStats($manufacturerId: String!, $days: Int) {
    manufacturerVerificationStats(manufacturerId: $manufacturerId, days: $days) {
      from
      to
      checks
      genuine
      alreadyVerified
      expired
      recalled
      codesVerified
      likelyCopies
      reports
      daily {
        day
        checks
        warnings
      }
    }
  }
`);

export type VerificationStats = ResultOf<typeof VERIFICATION_STATS_QUERY>['manufacturerVerificationStats'];
export type VerificationDay = VerificationStats['daily'][number];

/** The brand's checks over the last `days` days; the last answer stays while another period loads. */
export function useVerificationStats(manufacturerId: string, days: Period) {
  return useGraphQLQuery(
    VERIFICATION_STATS_KEY,
    VERIFICATION_STATS_QUERY,
    { manufacturerId, days },
    { enabled: manufacturerId !== '', placeholderData: keepPreviousData },
  );
}
