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
  shopEventSpanVisitors,
  shopEventVisitorFirsts,
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
   * Both periods' six figures. Distinct visitors are exact (a visitor on three days is one); a
   * returning user viewed the brand's pages in the period and first did so before it. The period
   * ends today, so its visitors are read from one row per visitor (their last days); the period
   * before is closed, so its visitors are counted once and kept (shop_event_span_visitors).
   */
  async figures({ manufacturerId, previousFrom, from, to }: PeriodSpan) {
    const firsts = shopEventVisitorFirsts;
    const spans = shopEventSpanVisitors;
    const previousLast = sql`(${from}::date - 1)`;
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
      ), visitors as (
        select
          (select count(*) from ${firsts}
            where manufacturer_id = ${manufacturerId} and last_reached_day >= ${from}) as reach,
          (select count(*) from ${firsts}
            where manufacturer_id = ${manufacturerId} and last_visited_day >= ${from} and first_visited_day < ${from})
            as returning
      ), kept as (
        select reach as p_reach, returning_visitors as p_returning from ${spans}
        where manufacturer_id = ${manufacturerId} and last_day = ${previousLast} and days = ${from}::date - ${previousFrom}::date
      ), counted as (
        select count(*) filter (where reached) as p_reach, count(*) filter (where came_back) as p_returning
        from (
          select bool_or(reached) as reached, bool_or(visited and first_visited_day < ${previousFrom}) as came_back
          from ${shopEventDayVisitors}
          where manufacturer_id = ${manufacturerId} and day between ${previousFrom} and ${previousLast}
            and (reached or visited) and not exists (select 1 from kept)
          group by visitor_id
        ) per_visitor
      ), keep as (
        -- Only a span that ended two days ago or earlier: no buffered event can still land in it.
        insert into ${spans} (manufacturer_id, last_day, days, reach, returning_visitors)
        select ${manufacturerId}, ${previousLast}, ${from}::date - ${previousFrom}::date, p_reach, p_returning
        from counted where not exists (select 1 from kept) and ${previousLast} <= ${to}::date - 2
        on conflict do nothing
      ), previous_visitors as (
        select * from kept union all select * from counted where not exists (select 1 from kept)
      )
      select * from totals, visitors, previous_visitors`);
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
      select to_char(day, 'YYYY-MM-DD') as day, revenue_kobo, orders, searches, landing_visits, reach,
        returning_visitors
      from ${shopEventDays}
      where manufacturer_id = ${manufacturerId} and day between ${previousFrom} and ${to}`);
    return rows.map((r) => ({
      day: String(r.day),
      revenueKobo: n(r.revenue_kobo),
      orders: n(r.orders),
      returningUsers: n(r.returning_visitors),
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
