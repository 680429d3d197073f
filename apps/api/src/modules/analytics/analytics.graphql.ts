import { DASHBOARD_FIGURES, STATS_PERIODS } from '@kasuwa/domain';
import { builder } from '../../platform/graphql/builder';
import { ProductRef } from '../products/products.graphql';
import { StoreRef } from '../retailers/retailers.graphql';
import type {
  AnalyticsService,
  DashboardDay,
  DashboardDeliveryArea,
  DashboardFigures,
  DashboardStats,
  ProductFigures,
  RetailerDirections,
  SearchTermCount,
} from './analytics.service';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    analytics: AnalyticsService;
  }
}

const StatsPeriod = builder.enumType('StatsPeriod', { values: STATS_PERIODS });
const DashboardFigureEnum = builder.enumType('DashboardFigure', {
  values: DASHBOARD_FIGURES,
  description: 'One of the six figures on the dashboard home (docs/product.md defines each).',
});

const DashboardFiguresRef = builder.objectRef<DashboardFigures>('DashboardFigures').implement({
  description: 'The six figures of one period; revenue in naira.',
  fields: (t) => ({
    revenue: t.exposeFloat('revenue'),
    orders: t.exposeInt('orders'),
    returningUsers: t.exposeInt('returningUsers'),
    reach: t.exposeInt('reach'),
    searches: t.exposeInt('searches'),
    landingViews: t.exposeInt('landingViews'),
  }),
});

const DashboardDayRef = builder.objectRef<DashboardDay>('DashboardDay').implement({
  description: "A figure on one Lagos day, beside the same day of the period before (the period's n-th day and its).",
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD (Lagos).' }),
    value: t.exposeFloat('value'),
    previousValue: t.exposeFloat('previousValue'),
  }),
});

const DashboardProductFiguresRef = builder.objectRef<ProductFigures>('DashboardProductFigures').implement({
  fields: (t) => ({
    product: t.field({
      type: ProductRef,
      // The list holds existing products only; one deleted since the read is the rare miss.
      resolve: async (p, _args, { loaders }) => {
        const product = await loaders.productById.load(p.productId);
        if (!product) throw new Error(`product ${p.productId} is gone`);
        return product;
      },
    }),
    views: t.exposeInt('views'),
    addedToCart: t.exposeInt('addedToCart'),
    ordered: t.exposeInt('ordered', { description: 'Units in orders placed in the period and not cancelled.' }),
  }),
});

const DashboardSearchTermRef = builder.objectRef<SearchTermCount>('DashboardSearchTerm').implement({
  description: 'A search term as typed (lower case; email addresses and phone numbers are never kept).',
  fields: (t) => ({
    term: t.exposeString('term'),
    searches: t.exposeInt('searches'),
  }),
});

const DashboardRetailerFiguresRef = builder.objectRef<RetailerDirections>('DashboardRetailerFigures').implement({
  fields: (t) => ({
    retailer: t.field({
      type: StoreRef,
      resolve: async (r, _args, { loaders }) => {
        const store = await loaders.storeById.load(r.storeId);
        if (!store) throw new Error(`retailer ${r.storeId} is gone`);
        return store;
      },
    }),
    directions: t.exposeInt('directions'),
  }),
});

const DashboardDeliveryAreaRef = builder.objectRef<DashboardDeliveryArea>('DashboardDeliveryArea').implement({
  description:
    "Orders delivered to an area (a local government area or a state capital), shown at the area's centre: never an address.",
  fields: (t) => ({
    area: t.exposeString('area'),
    state: t.exposeString('state'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    orders: t.exposeInt('orders'),
  }),
});

const DashboardStatsRef = builder.objectRef<DashboardStats>('DashboardStats').implement({
  description: 'Figures for the manufacturer dashboard, for the period ending today; revenue in naira.',
  fields: (t) => ({
    period: t.field({ type: StatsPeriod, resolve: (s) => s.period }),
    from: t.exposeString('from', { description: 'First Lagos day of the period, YYYY-MM-DD.' }),
    to: t.exposeString('to', { description: 'Last Lagos day of the period (today), YYYY-MM-DD.' }),
    revenue: t.exposeFloat('revenue'),
    orders: t.exposeInt('orders'),
    returningUsers: t.exposeInt('returningUsers'),
    reach: t.exposeInt('reach'),
    searches: t.exposeInt('searches'),
    landingViews: t.exposeInt('landingViews'),
    productCount: t.exposeInt('productCount'),
    retailerCount: t.exposeInt('retailerCount'),
    previous: t.field({
      type: DashboardFiguresRef,
      description: 'The same figures for the equal-length period just before.',
      resolve: (s) => s.previous,
    }),
    daily: t.field({
      type: [DashboardDayRef],
      args: { figure: t.arg({ type: DashboardFigureEnum, required: true }) },
      description: 'One entry per day of the period, oldest first, days without anything as zero.',
      resolve: (s, { figure }, { services }) => services.analytics.daily(s, figure),
    }),
    topProducts: t.field({
      type: [DashboardProductFiguresRef],
      description: 'Up to 10, most viewed first.',
      resolve: (s, _args, { services }) => services.analytics.topProducts(s),
    }),
    topSearchTerms: t.field({
      type: [DashboardSearchTermRef],
      description: "Up to 10: searches in the brand's store, and anywhere its products were in the results.",
      resolve: (s, _args, { services }) => services.analytics.topSearchTerms(s),
    }),
    searchesWithNoResults: t.field({
      type: [DashboardSearchTermRef],
      description: "Up to 10 searches in the brand's store that showed none of its products.",
      resolve: (s, _args, { services }) => services.analytics.searchesWithNoResults(s),
    }),
    topDirectionRetailers: t.field({
      type: [DashboardRetailerFiguresRef],
      description: 'Up to 10 retailers that shoppers asked directions to most.',
      resolve: (s, _args, { services }) => services.analytics.topDirectionRetailers(s),
    }),
    deliveryAreas: t.field({
      type: [DashboardDeliveryAreaRef],
      description: 'The orders of the period (not cancelled) grouped by the area they are delivered to.',
      resolve: (s, _args, { services }) => services.analytics.deliveryAreas(s),
    }),
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
