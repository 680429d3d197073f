import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { manufacturers } from '../manufacturers/manufacturers.table';
import { xid8 } from './shop-events.table';

/*
 * Daily figures built from shop_events by the rollup job (days in Africa/Lagos time). They outlive
 * the raw events' retention, and the dashboard reads them instead of scanning raw events.
 */

const brand = () =>
  uuid('manufacturer_id')
    .notNull()
    .references(() => manufacturers.id, { onDelete: 'cascade' });
const count = (name: string) => integer(name).notNull().default(0);

/** One row per brand and day with any event. */
export const shopEventDays = pgTable(
  'shop_event_days',
  {
    manufacturerId: brand(),
    day: date('day', { mode: 'string' }).notNull(),
    storeViews: count('store_views'),
    productViews: count('product_views'),
    /** Impressions: products of the brand shown in lists. */
    productsListed: count('products_listed'),
    searches: count('searches'),
    addedToCart: count('added_to_cart'),
    retailerOpens: count('retailer_opens'),
    directions: count('directions'),
    orders: count('orders'),
    revenueKobo: bigint('revenue_kobo', { mode: 'number' }).notNull().default(0),
    /** Visits whose first page was one of the brand's (its store or a product). */
    landingVisits: count('landing_visits'),
    /** The day's distinct visitors shown one of the brand's products (from its visitor rows). */
    reach: count('reach'),
    /** The day's distinct visitors of the brand's pages who first came on an earlier day. */
    returningVisitors: count('returning_visitors'),
  },
  (t) => [primaryKey({ columns: [t.manufacturerId, t.day] })],
);

/**
 * Who came on a day, so that distinct visitors over a period are counted exactly
 * (count(distinct visitor_id) over its days) rather than summed per day.
 */
export const shopEventDayVisitors = pgTable(
  'shop_event_day_visitors',
  {
    manufacturerId: brand(),
    day: date('day', { mode: 'string' }).notNull(),
    visitorId: text('visitor_id').notNull(),
    /** Viewed the brand's store or one of its products. */
    visited: boolean('visited').notNull().default(false),
    /** Was shown one of the brand's products anywhere (a list, a search, its page). */
    reached: boolean('reached').notNull().default(false),
    /** Began a visit on the brand's store or product page. */
    landed: boolean('landed').notNull().default(false),
    /**
     * The first day this visitor viewed the brand's pages (from shop_event_visitor_firsts), when
     * they did: a visitor of a period is a returning one when this is before the period.
     */
    firstVisitedDay: date('first_visited_day', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.manufacturerId, t.day, t.visitorId] })],
);

/**
 * Each visitor's first and last day on the brand's pages (its store or a product) and last day
 * shown one of its products, kept forever like the other rollups: "visited before the period"
 * needs no raw events, whatever their age, and a period that ends today is counted from one row
 * per visitor (visited in it = last visited on or after its first day).
 */
export const shopEventVisitorFirsts = pgTable(
  'shop_event_visitor_firsts',
  {
    manufacturerId: brand(),
    visitorId: text('visitor_id').notNull(),
    /** Null for a visitor only ever shown the brand's products elsewhere. */
    firstVisitedDay: date('first_visited_day', { mode: 'string' }),
    lastVisitedDay: date('last_visited_day', { mode: 'string' }),
    lastReachedDay: date('last_reached_day', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.manufacturerId, t.visitorId] }),
    index('shop_event_visitor_firsts_reached_idx').on(t.manufacturerId, t.lastReachedDay),
    index('shop_event_visitor_firsts_visited_idx').on(t.manufacturerId, t.lastVisitedDay, t.firstVisitedDay),
  ],
);

/**
 * Distinct and returning visitors of a closed span of days (`days` days ending on `last_day`),
 * computed on the first dashboard read that needs them: a past span's visitor rows never change
 * (events are stored at their time of arrival), so the period before the chosen one is read from
 * here instead of grouping tens of thousands of visitor rows on every read.
 */
export const shopEventSpanVisitors = pgTable(
  'shop_event_span_visitors',
  {
    manufacturerId: brand(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    reach: integer('reach').notNull(),
    returningVisitors: integer('returning_visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.manufacturerId, t.lastDay, t.days] })],
);

/** Per product of the brand and day: for its lists of most viewed, added and ordered products. */
export const shopEventProductDays = pgTable(
  'shop_event_product_days',
  {
    manufacturerId: brand(),
    day: date('day', { mode: 'string' }).notNull(),
    /** No foreign key, like the raw events: a product deleted later keeps its history. */
    productId: uuid('product_id').notNull(),
    views: count('views'),
    addedToCart: count('added_to_cart'),
    /** Units in the orders placed that day (from the orders' lines). */
    unitsOrdered: count('units_ordered'),
  },
  (t) => [primaryKey({ columns: [t.manufacturerId, t.day, t.productId] })],
);

/** Per search term and day: what shoppers looked for, in the brand's store or the whole shop. */
export const shopEventSearchDays = pgTable(
  'shop_event_search_days',
  {
    manufacturerId: brand(),
    day: date('day', { mode: 'string' }).notNull(),
    /** 'store' (in the brand's store) or 'search' (the whole shop). */
    list: text('list').notNull(),
    term: text('term').notNull(),
    searches: count('searches'),
    /** Searches that showed none of the brand's products. */
    withoutResults: count('without_results'),
  },
  (t) => [primaryKey({ columns: [t.manufacturerId, t.day, t.list, t.term] })],
);

/** Per retailer of the brand and day: opened on the map, directions asked. */
export const shopEventRetailerDays = pgTable(
  'shop_event_retailer_days',
  {
    manufacturerId: brand(),
    day: date('day', { mode: 'string' }).notNull(),
    /** No foreign key: a retailer removed later keeps its history. */
    storeId: uuid('store_id').notNull(),
    opens: count('opens'),
    directions: count('directions'),
  },
  (t) => [primaryKey({ columns: [t.manufacturerId, t.day, t.storeId] })],
);

/** Grid cells of AREA_CELL_DEGREES a side, identified by the integer floor(coordinate / size). */
export const AREA_CELL_DEGREES = 0.05;

/**
 * Orders (not cancelled) per delivery cell and day. Only the cell is kept, never the address or
 * its coordinates; the dashboard names each cell by its nearest area (decision 0016).
 */
export const shopEventAreaDays = pgTable(
  'shop_event_area_days',
  {
    manufacturerId: brand(),
    day: date('day', { mode: 'string' }).notNull(),
    cellLatitude: integer('cell_latitude').notNull(),
    cellLongitude: integer('cell_longitude').notNull(),
    orders: count('orders'),
  },
  (t) => [primaryKey({ columns: [t.manufacturerId, t.day, t.cellLatitude, t.cellLongitude] })],
);

/**
 * How far the rollup has read shop_events, in (tx, id) order: every event at or before
 * (last_tx, last_event_id) is in the figures. One row per rollup (today only 'days').
 */
export const shopEventRollups = pgTable('shop_event_rollups', {
  name: text('name').primaryKey(),
  lastTx: xid8('last_tx')
    .notNull()
    .default(sql`'0'`),
  lastEventId: bigint('last_event_id', { mode: 'number' })
    .notNull()
    .default(sql`0`),
});
