import type { StatsPeriod } from '@kasuwa/domain';
import { keepPreviousData } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const DASHBOARD_STATS_QUERY = graphql(`
  query DashboardStats($manufacturerId: String!, $period: StatsPeriod!) {
    dashboardStats(manufacturerId: $manufacturerId, period: $period) {
      period
      revenue
      orders
      returningUsers
      reach
      searches
      landingViews
      productCount
      retailerCount
    }
  }
`);

/** Every figure of the dashboard for one period; `revenue` in naira. */
export type DashboardStats = ResultOf<typeof DASHBOARD_STATS_QUERY>['dashboardStats'];

/** Every figure of the dashboard for one period, in one request; the last figures stay while the next load. */
export function useDashboardStats(manufacturerId: string, period: StatsPeriod) {
  return useGraphQLQuery(
    'DashboardStats',
    DASHBOARD_STATS_QUERY,
    { manufacturerId, period },
    { placeholderData: keepPreviousData },
  );
}
