import { keepPreviousData } from '@tanstack/react-query';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

import type { StatsPeriod } from '@kasuwa/domain';

export interface DashboardStats {
  period: StatsPeriod;
  /** Naira. */
  revenue: number;
  orders: number;
  returningUsers: number;
  reach: number;
  searches: number;
  landingViews: number;
  productCount: number;
  retailerCount: number;
}

export const DASHBOARD_STATS_QUERY = /* GraphQL */ `
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
`;

/** Every figure of the dashboard for one period, in one request; the last figures stay while the next load. */
export function useDashboardStats(manufacturerId: string, period: StatsPeriod) {
  return useGraphQLQuery<{ dashboardStats: DashboardStats }, { manufacturerId: string; period: StatsPeriod }>(
    'DashboardStats',
    DASHBOARD_STATS_QUERY,
    { manufacturerId, period },
    { placeholderData: keepPreviousData },
  );
}
