import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { products } from '../products/products.table';
import { stores } from '../retailers/retailers.table';
import {
  AREA_CELL_DEGREES,
  shopEventAreaDays,
  shopEventDays,
  shopEventDayVisitors,
  shopEventProductDays,
  shopEventRetailerDays,
  shopEventSearchDays,
} from '../shop-events/shop-event-days.table';

/** The six figures of one period as stored (revenue in kobo). */
export interface StoredFigures {
  revenueKobo: number;
  orders: number;
  returningUsers: number;
  reach: number;
  searches: number;
  landingViews: number;
}

/** Days are Lagos days, YYYY-MM-DD; `from`..`to` is the period, `previousFrom`..`from - 1` the one before. */
export interface PeriodSpan {
  manufacturerId: string;
  previousFrom: string;
  from: string;
  to: string;
}

export interface StoredDay extends StoredFigures {
  day: string;
}

export interface ProductFigures {
  productId: string;
  views: number;
  addedToCart: number;
  ordered: number;
}

export interface SearchTermCount {
  term: string;
  searches: number;
}

export interface RetailerDirections {
  storeId: string;
  directions: number;
}

/** A delivery cell's centre and its orders. */
export interface CellOrders {
  latitude: number;
  longitude: number;
  orders: number;
}

/** How many rows each of the dashboard's lists holds at most. */
export const DASHBOARD_LIST_SIZE = 10;

type Rows<T> = { rows: T[] };
const n = (value: unknown) => Number(value ?? 0);

/**
 * Reads the dashboard's figures from the daily rollups only (never the raw events): each read is
 * one statement over the brand's days of the period (and of the one before).
 */
export class AnalyticsRepository {
  constructor(private readonly db: Database) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    return ((await this.db.execute(query)) as unknown as Rows<T>).rows;
  }

  /**
   * Both periods' six figures. Distinct visitors are counted over the period's days (a visitor on
   * three days is one); a returning user viewed the brand's pages in the period and first did so
   * before it.
   */
  async figures({ manufacturerId, previousFrom, from, to }: PeriodSpan) {
    const [row] = await this.rows<Record<string, unknown>>(sql`
      with totals as (
        select
          coalesce(sum(revenue_kobo) filter (where day >= ${from}), 0) as revenue,
          coalesce(sum(orders) filter (where day >= ${from}), 0) as orders,
          coalesce(sum(searches) filter (where day >= ${from}), 0) as searches,
          coalesce(sum(landing_visits) filter (where day >= ${from}), 0) as landing,
          coalesce(sum(revenue_kobo) filter (where day < ${from}), 0) as p_revenue,
          coalesce(sum(orders) filter (where day < ${from}), 0) as p_orders,
          coalesce(sum(searches) filter (where day < ${from}), 0) as p_searches,
          coalesce(sum(landing_visits) filter (where day < ${from}), 0) as p_landing
        from ${shopEventDays}
        where manufacturer_id = ${manufacturerId} and day between ${previousFrom} and ${to}
      ), per_visitor as (
        -- One grouping by visitor for all four counts: four count(distinct) sorted the rows four times.
        select
          bool_or(day >= ${from} and reached) as reach,
          bool_or(day >= ${from} and visited and first_visited_day < ${from}) as came_back,
          bool_or(day < ${from} and reached) as p_reach,
          bool_or(day < ${from} and visited and first_visited_day < ${previousFrom}) as p_came_back
        from ${shopEventDayVisitors}
        where manufacturer_id = ${manufacturerId} and day between ${previousFrom} and ${to}
          and (reached or visited)
        group by visitor_id
      ), visitors as (
        select
          count(*) filter (where reach) as reach,
          count(*) filter (where came_back) as returning,
          count(*) filter (where p_reach) as p_reach,
          count(*) filter (where p_came_back) as p_returning
        from per_visitor
      )
      select * from totals, visitors`);
    const r = row ?? {};
    const current: StoredFigures = {
      revenueKobo: n(r.revenue),
      orders: n(r.orders),
      returningUsers: n(r.returning),
      reach: n(r.reach),
      searches: n(r.searches),
      landingViews: n(r.landing),
    };
    const previous: StoredFigures = {
      revenueKobo: n(r.p_revenue),
      orders: n(r.p_orders),
      returningUsers: n(r.p_returning),
      reach: n(r.p_reach),
      searches: n(r.p_searches),
      landingViews: n(r.p_landing),
    };
    return { current, previous };
  }

  /**
   * Each day's figures across both periods (days without any event are absent). A day's
   * returning users viewed the brand's pages that day and first did so on an earlier day.
   */
  async days({ manufacturerId, previousFrom, to }: PeriodSpan): Promise<StoredDay[]> {
    const rows = await this.rows<Record<string, unknown>>(sql`
      with totals as (
        select day, revenue_kobo, orders, searches, landing_visits from ${shopEventDays}
        where manufacturer_id = ${manufacturerId} and day between ${previousFrom} and ${to}
      ), visitors as (
        select day, count(*) filter (where reached) as reach,
          count(*) filter (where visited and first_visited_day < day) as returning
        from ${shopEventDayVisitors}
        where manufacturer_id = ${manufacturerId} and day between ${previousFrom} and ${to}
        group by day
      )
      select to_char(coalesce(t.day, v.day), 'YYYY-MM-DD') as day, t.revenue_kobo, t.orders, t.searches,
        t.landing_visits, v.reach, v.returning
      from totals t full join visitors v on v.day = t.day`);
    return rows.map((r) => ({
      day: String(r.day),
      revenueKobo: n(r.revenue_kobo),
      orders: n(r.orders),
      returningUsers: n(r.returning),
      reach: n(r.reach),
      searches: n(r.searches),
      landingViews: n(r.landing_visits),
    }));
  }

  /** The period's most viewed products of the brand (then most added, most ordered) that still exist. */
  async topProducts({ manufacturerId, from, to }: PeriodSpan): Promise<ProductFigures[]> {
    const rows = await this.rows<Record<string, unknown>>(sql`
      select d.product_id, sum(d.views) as views, sum(d.added_to_cart) as added, sum(d.units_ordered) as ordered
      from ${shopEventProductDays} d
      where d.manufacturer_id = ${manufacturerId} and d.day between ${from} and ${to}
        and exists (select 1 from ${products} p where p.id = d.product_id)
      group by d.product_id
      having sum(d.views) + sum(d.added_to_cart) + sum(d.units_ordered) > 0
      order by views desc, added desc, ordered desc, d.product_id
      limit ${DASHBOARD_LIST_SIZE}`);
    return rows.map((r) => ({
      productId: String(r.product_id),
      views: n(r.views),
      addedToCart: n(r.added),
      ordered: n(r.ordered),
    }));
  }

  /** Terms searched most: in the brand's store, and anywhere its products were in the results. */
  topSearchTerms(span: PeriodSpan): Promise<SearchTermCount[]> {
    return this.searchTerms(span, sql`searches`, sql`true`);
  }

  /** Terms searched in the brand's store that showed none of its products. */
  searchesWithNoResults(span: PeriodSpan): Promise<SearchTermCount[]> {
    return this.searchTerms(span, sql`without_results`, sql`list = 'store'`);
  }

  private async searchTerms({ manufacturerId, from, to }: PeriodSpan, counted: SQL, where: SQL) {
    const rows = await this.rows<Record<string, unknown>>(sql`
      select term, sum(${counted}) as searches from ${shopEventSearchDays}
      where manufacturer_id = ${manufacturerId} and day between ${from} and ${to} and ${where}
      group by term having sum(${counted}) > 0
      order by searches desc, term
      limit ${DASHBOARD_LIST_SIZE}`);
    return rows.map((r) => ({ term: String(r.term), searches: n(r.searches) }));
  }

  /** The brand's retailers (still listed) that shoppers asked directions to most. */
  async topDirectionRetailers({ manufacturerId, from, to }: PeriodSpan): Promise<RetailerDirections[]> {
    const rows = await this.rows<Record<string, unknown>>(sql`
      select d.store_id, sum(d.directions) as directions from ${shopEventRetailerDays} d
      where d.manufacturer_id = ${manufacturerId} and d.day between ${from} and ${to}
        and exists (select 1 from ${stores} s where s.id = d.store_id)
      group by d.store_id having sum(d.directions) > 0
      order by directions desc, d.store_id
      limit ${DASHBOARD_LIST_SIZE}`);
    return rows.map((r) => ({ storeId: String(r.store_id), directions: n(r.directions) }));
  }

  /** The period's orders (not cancelled) per delivery cell, each at its cell's centre. */
  async deliveryCells({ manufacturerId, from, to }: PeriodSpan): Promise<CellOrders[]> {
    const rows = await this.rows<Record<string, unknown>>(sql`
      select cell_latitude, cell_longitude, sum(orders) as orders from ${shopEventAreaDays}
      where manufacturer_id = ${manufacturerId} and day between ${from} and ${to}
      group by cell_latitude, cell_longitude having sum(orders) > 0`);
    return rows.map((r) => ({
      latitude: (n(r.cell_latitude) + 0.5) * AREA_CELL_DEGREES,
      longitude: (n(r.cell_longitude) + 0.5) * AREA_CELL_DEGREES,
      orders: n(r.orders),
    }));
  }
}
