import type { StatsPeriod } from '@kasuwa/domain';
import { keepPreviousData } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

/*
 * Every figure's days come in the one request (aliases), so choosing another card redraws the
 * chart at once instead of waiting for the network.
 */
export const DASHBOARD_STATS_QUERY = graphql(`
  query DashboardStats($manufacturerId: String!, $period: StatsPeriod!) {
    dashboardStats(manufacturerId: $manufacturerId, period: $period) {
      period
      from
      to
      revenue
      orders
      returningUsers
      reach
      searches
      landingViews
      productCount
      retailerCount
      previous {
        revenue
        orders
        returningUsers
        reach
        searches
        landingViews
      }
      revenueDays: daily(figure: REVENUE) {
        date
        value
        previousValue
      }
      ordersDays: daily(figure: ORDERS) {
        date
        value
        previousValue
      }
      returningUsersDays: daily(figure: RETURNING_USERS) {
        date
        value
        previousValue
      }
      reachDays: daily(figure: REACH) {
        date
        value
        previousValue
      }
      searchesDays: daily(figure: SEARCHES) {
        date
        value
        previousValue
      }
      landingViewsDays: daily(figure: LANDING_VIEWS) {
        date
        value
        previousValue
      }
      topProducts {
        product {
          id
          name
        }
        views
        addedToCart
        ordered
      }
      topSearchTerms {
        term
        searches
      }
      searchesWithNoResults {
        term
        searches
      }
      topDirectionRetailers {
        retailer {
          id
          name
          location {
            fullAddress
          }
        }
        directions
      }
      deliveryAreas {
        area
        state
        latitude
        longitude
        orders
      }
    }
  }
`);

/** Every figure of the dashboard for one period; money in naira. */
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
