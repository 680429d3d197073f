import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { orderLines, orders } from '../orders/orders.table';
import {
  AREA_CELL_DEGREES,
  shopEventAreaDays,
  shopEventDays,
  shopEventDayVisitors,
  shopEventProductDays,
  shopEventRetailerDays,
  shopEventRollups,
  shopEventSearchDays,
  shopEventVisitorFirsts,
} from './shop-event-days.table';
import { shopEvents } from './shop-events.table';

export const SHOP_EVENTS_TIME_ZONE = 'Africa/Lagos';
const ROLLUP = 'days';
/** Raw events read per transaction, so that a long backlog never holds one long transaction. */
const EVENTS_PER_STEP = 50_000;

/**
 * Builds the daily figures from raw events past the watermark (the last event id rolled up). Each
 * step recomputes whole (brand, day) pairs its events touch from all of that day's events, so that
 * running it again, or after late events for a day already rolled, gives the same numbers as one
 * run over everything.
 */
export class ShopEventDaysRepository {
  constructor(private readonly db: Database) {}

  /** Rolls up every event written so far; returns how many events it read. */
  async rollUp(): Promise<number> {
    // Most calls (a dashboard read right after another) find nothing new: one statement says so.
    if (!(await this.behind())) return 0;
    let total = 0;
    for (;;) {
      const read = await this.step();
      total += read;
      if (read === 0) return total;
    }
  }

  private async behind(): Promise<boolean> {
    const [row] = (
      (await this.db.execute(
        sql`select coalesce((select max(${shopEvents.id}) from ${shopEvents}), 0)
              > coalesce((select ${shopEventRollups.lastEventId} from ${shopEventRollups}
                          where ${shopEventRollups.name} = ${ROLLUP}), 0) as "behind"`,
      )) as unknown as { rows: { behind: boolean }[] }
    ).rows;
    return row?.behind === true;
  }

  private step(): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.insert(shopEventRollups).values({ name: ROLLUP }).onConflictDoNothing();
      // The row lock keeps two rollups (the job, a dashboard read) from moving the watermark at once.
      const [state] = (
        (await tx.execute(
          sql`select ${shopEventRollups.lastEventId} as "last" from ${shopEventRollups}
              where ${shopEventRollups.name} = ${ROLLUP} for update`,
        )) as unknown as { rows: { last: string | number }[] }
      ).rows;
      const last = Number(state?.last ?? 0);
      const [top] = (
        (await tx.execute(
          sql`select max(id) as "top", count(*) as "count" from (select ${shopEvents.id} as id from ${shopEvents}
              where ${shopEvents.id} > ${last} order by ${shopEvents.id} limit ${EVENTS_PER_STEP}) next`,
        )) as unknown as { rows: { top: string | number | null; count: string | number }[] }
      ).rows;
      if (top?.top === null || top?.top === undefined) return 0;
      const upTo = Number(top.top);
      await tx.execute(rollUpDays(last, upTo));
      await tx.execute(rollUpFirstVisits(last, upTo));
      await tx.execute(rollUpVisitors(last, upTo));
      await tx.execute(countDayVisitors(last, upTo));
      await tx.execute(rollUpProducts(last, upTo));
      await tx.execute(rollUpSearches(last, upTo));
      await tx.execute(rollUpRetailers(last, upTo));
      await tx.execute(rollUpAreas(last, upTo));
      await tx.execute(sql`update ${shopEventRollups} set last_event_id = ${upTo} where name = ${ROLLUP}`);
      return Number(top.count);
    });
  }
}

const lagosDay = sql`(e.occurred_at at time zone ${sql.raw(`'${SHOP_EVENTS_TIME_ZONE}'`)})::date`;

/** The (brand, day) pairs that events (after, upTo] touch, as a CTE named touched. */
const touched = (after: number, upTo: number) => sql`touched as (
      select distinct e.manufacturer_id, ${lagosDay} as day
      from ${shopEvents} e where e.id > ${after} and e.id <= ${upTo}
    )`;

/**
 * The day's events of each (brand, day) pair that events (after, upTo] touch. An order's event
 * carries whether the order is cancelled now and where it is delivered (an order_cancelled event
 * is stored at its order's placement time: it brings that day back here).
 */
function touchedDays(after: number, upTo: number) {
  const zone = sql.raw(`'${SHOP_EVENTS_TIME_ZONE}'`);
  return sql`with ${touched(after, upTo)}, day_events as (
      select t.day, e.*, coalesce(o.status = 'CANCELLED', false) as cancelled,
        o.delivery_latitude, o.delivery_longitude
      from touched t
      join ${shopEvents} e on e.manufacturer_id = t.manufacturer_id
        and e.occurred_at >= (t.day::timestamp at time zone ${zone})
        and e.occurred_at < ((t.day + 1)::timestamp at time zone ${zone})
      left join ${orders} o on e.type = 'order_placed' and o.id = e.order_id
    )`;
}

function rollUpDays(after: number, upTo: number) {
  const counted = (type: string) => sql.raw(`count(*) filter (where type = '${type}')::int`);
  return sql`${touchedDays(after, upTo)}
    insert into ${shopEventDays} (manufacturer_id, day, store_views, product_views, products_listed, searches,
      added_to_cart, retailer_opens, directions, orders, revenue_kobo, landing_visits)
    select manufacturer_id, day, ${counted('store_viewed')}, ${counted('product_viewed')},
      coalesce(sum(quantity) filter (where type = 'product_listed'), 0)::int, ${counted('search')},
      ${counted('added_to_cart')}, ${counted('retailer_opened')}, ${counted('directions_asked')},
      count(*) filter (where type = 'order_placed' and not cancelled)::int,
      coalesce(sum(amount_kobo) filter (where type = 'order_placed' and not cancelled), 0)::bigint,
      count(distinct visit_id) filter (where landing)::int
    from day_events group by manufacturer_id, day
    on conflict (manufacturer_id, day) do update set
      store_views = excluded.store_views, product_views = excluded.product_views,
      products_listed = excluded.products_listed, searches = excluded.searches,
      added_to_cart = excluded.added_to_cart, retailer_opens = excluded.retailer_opens,
      directions = excluded.directions, orders = excluded.orders, revenue_kobo = excluded.revenue_kobo,
      landing_visits = excluded.landing_visits`;
}

const VISITED = sql.raw(`type in ('store_viewed', 'product_viewed')`);
/** Shown one of the brand's products: its page, or a list or search with some of them. */
const REACHED = sql.raw(`(type = 'product_viewed' or (type in ('product_listed', 'search') and quantity > 0))`);

/** Before the day's visitors, whose first visit they copy. least and greatest pass over nulls. */
function rollUpFirstVisits(after: number, upTo: number) {
  const f = shopEventVisitorFirsts;
  return sql`${touchedDays(after, upTo)}
    insert into ${f} (manufacturer_id, visitor_id, first_visited_day, last_visited_day, last_reached_day)
    select manufacturer_id, visitor_id, min(day) filter (where ${VISITED}), max(day) filter (where ${VISITED}),
      max(day) filter (where ${REACHED})
    from day_events
    where visitor_id is not null and (${VISITED} or ${REACHED}) group by manufacturer_id, visitor_id
    on conflict (manufacturer_id, visitor_id) do update set
      first_visited_day = least(${f.firstVisitedDay}, excluded.first_visited_day),
      last_visited_day = greatest(${f.lastVisitedDay}, excluded.last_visited_day),
      last_reached_day = greatest(${f.lastReachedDay}, excluded.last_reached_day)`;
}

/*
 * A visitor's first visit is copied into each of their day rows: events are stored at the
 * server's time of arrival, so a first visit never moves earlier once later days are rolled up.
 */
function rollUpVisitors(after: number, upTo: number) {
  return sql`${touchedDays(after, upTo)}, per_visitor as (
      select manufacturer_id, day, visitor_id,
        bool_or(${VISITED}) as visited,
        bool_or(${REACHED}) as reached,
        bool_or(landing) as landed
      from day_events where visitor_id is not null group by manufacturer_id, day, visitor_id
    )
    insert into ${shopEventDayVisitors} (manufacturer_id, day, visitor_id, visited, reached, landed, first_visited_day)
    select v.manufacturer_id, v.day, v.visitor_id, v.visited, v.reached, v.landed, f.first_visited_day
    from per_visitor v left join ${shopEventVisitorFirsts} f
      on f.manufacturer_id = v.manufacturer_id and f.visitor_id = v.visitor_id
    on conflict (manufacturer_id, day, visitor_id) do update set
      visited = excluded.visited, reached = excluded.reached, landed = excluded.landed,
      first_visited_day = excluded.first_visited_day`;
}

/** The touched days' distinct visitors reached and returning, for the chart (after the visitor rows). */
function countDayVisitors(after: number, upTo: number) {
  return sql`with ${touched(after, upTo)}, counts as (
      select v.manufacturer_id, v.day, count(*) filter (where v.reached)::int as reach,
        count(*) filter (where v.visited and v.first_visited_day < v.day)::int as returning_visitors
      from touched t join ${shopEventDayVisitors} v on v.manufacturer_id = t.manufacturer_id and v.day = t.day
      group by v.manufacturer_id, v.day
    )
    update ${shopEventDays} d set reach = c.reach, returning_visitors = c.returning_visitors
    from counts c where d.manufacturer_id = c.manufacturer_id and d.day = c.day`;
}

function rollUpProducts(after: number, upTo: number) {
  return sql`${touchedDays(after, upTo)}, product_events as (
      select manufacturer_id, day, product_id,
        (type = 'product_viewed')::int as views, (type = 'added_to_cart')::int as added, 0 as units
      from day_events where type in ('product_viewed', 'added_to_cart') and product_id is not null
      union all
      select e.manufacturer_id, e.day, l.product_id, 0, 0, case when e.cancelled then 0 else l.quantity end
      from day_events e join ${orderLines} l on l.order_id = e.order_id
      where e.type = 'order_placed' and l.product_id is not null
    )
    insert into ${shopEventProductDays} (manufacturer_id, day, product_id, views, added_to_cart, units_ordered)
    select manufacturer_id, day, product_id, sum(views)::int, sum(added)::int, sum(units)::int
    from product_events group by manufacturer_id, day, product_id
    on conflict (manufacturer_id, day, product_id) do update set
      views = excluded.views, added_to_cart = excluded.added_to_cart, units_ordered = excluded.units_ordered`;
}

function rollUpSearches(after: number, upTo: number) {
  return sql`${touchedDays(after, upTo)}
    insert into ${shopEventSearchDays} (manufacturer_id, day, list, term, searches, without_results)
    select manufacturer_id, day, list, term, count(*)::int,
      count(*) filter (where coalesce(quantity, result_count, 0) = 0)::int
    from day_events where type = 'search' and term is not null and list is not null
    group by manufacturer_id, day, list, term
    on conflict (manufacturer_id, day, list, term) do update set
      searches = excluded.searches, without_results = excluded.without_results`;
}

function rollUpRetailers(after: number, upTo: number) {
  return sql`${touchedDays(after, upTo)}
    insert into ${shopEventRetailerDays} (manufacturer_id, day, store_id, opens, directions)
    select manufacturer_id, day, store_id, count(*) filter (where type = 'retailer_opened')::int,
      count(*) filter (where type = 'directions_asked')::int
    from day_events where type in ('retailer_opened', 'directions_asked') and store_id is not null
    group by manufacturer_id, day, store_id
    on conflict (manufacturer_id, day, store_id) do update set
      opens = excluded.opens, directions = excluded.directions`;
}

/** A cancelled order still gives its cell a row (with its count lowered), so that the row is rewritten. */
function rollUpAreas(after: number, upTo: number) {
  const size = sql.raw(String(AREA_CELL_DEGREES));
  return sql`${touchedDays(after, upTo)}
    insert into ${shopEventAreaDays} (manufacturer_id, day, cell_latitude, cell_longitude, orders)
    select manufacturer_id, day, floor(delivery_latitude / ${size})::int, floor(delivery_longitude / ${size})::int,
      count(*) filter (where not cancelled)::int
    from day_events
    where type = 'order_placed' and delivery_latitude is not null and delivery_longitude is not null
    group by 1, 2, 3, 4
    on conflict (manufacturer_id, day, cell_latitude, cell_longitude) do update set orders = excluded.orders`;
}
