import { builder } from '../../platform/graphql/builder';
import { STATS_PERIODS } from '@kasuwa/domain';
import type { DashboardStats } from './analytics.service';
import type { AnalyticsService } from './analytics.service';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    analytics: AnalyticsService;
  }
}

const StatsPeriod = builder.enumType('StatsPeriod', { values: STATS_PERIODS });

const DashboardStatsRef = builder.objectRef<DashboardStats>('DashboardStats').implement({
  description: 'Figures for the manufacturer dashboard; revenue in naira.',
  fields: (t) => ({
    period: t.field({ type: StatsPeriod, resolve: (s) => s.period }),
    revenue: t.exposeFloat('revenue'),
    orders: t.exposeInt('orders'),
    returningUsers: t.exposeInt('returningUsers'),
    reach: t.exposeInt('reach'),
    searches: t.exposeInt('searches'),
    landingViews: t.exposeInt('landingViews'),
    productCount: t.exposeInt('productCount'),
    retailerCount: t.exposeInt('retailerCount'),
  }),
});

builder.queryField('dashboardStats', (t) =>
  t.field({
    type: DashboardStatsRef,
    args: {
      manufacturerId: t.arg.string({ required: true }),
      period: t.arg({ type: StatsPeriod, defaultValue: 'WEEKLY' }),
    },
    description: "One of the caller's businesses only.",
    resolve: (_root, { manufacturerId, period }, { services, viewer }) =>
      services.analytics.dashboardStats(viewer, manufacturerId, period ?? 'WEEKLY'),
  }),
);
