import { sql, type SQL } from 'drizzle-orm';
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
/**
 * Raw events read per transaction, so that a long backlog (a bulk load) is taken in parts. A step
 * recomputes each (brand, day) its events touch from all of that day's events: split into small
 * steps, the five minutes between two runs of the job recomputed a busy brand's whole day once per
 * step. This bound takes them at 2,000 events a second in one.
 */
const EVENTS_PER_STEP = 1_000_000;
/** How often a rollup waiting for open transactions looks again. */
const RECHECK_MS = 10;

/** A place in the rollup's order of events: the id of the transaction that wrote it, then its own. */
interface Mark {
  tx: string;
  id: number;
}

const FIRST: Mark = { tx: '0', id: 0 };
/** Transactions below this one have all ended: their events are visible or rolled back, for good. */
const ENDED_BELOW = sql`pg_snapshot_xmin(pg_current_snapshot())`;
const mark = (m: Mark) => sql`(${m.tx}::xid8, ${m.id}::bigint)`;
const eventMark = sql`(${shopEvents.tx}, ${shopEvents.id})`;
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Builds the daily figures from raw events past the watermark, in (transaction id, event id)
 * order and only of transactions that have ended: ids are taken at insert but transactions commit
 * in any order, so an event id below one already rolled up can still arrive, while no event of a
 * transaction below the oldest one still open ever can. Each step recomputes whole (brand, day)
 * pairs its events touch from all of that day's events, so that running it again, or after late
 * events for a day already rolled, gives the same numbers as one run over everything.
 */
export class ShopEventDaysRepository {
  constructor(private readonly db: Database) {}

  /**
   * Rolls up the events of every transaction that has ended; returns how many events it read.
   * With `waitMs`, events already committed but behind a transaction still open (whose events
   * would come before theirs) are waited for, up to that long, so that they are counted too.
   */
  async rollUp({ waitMs = 0 }: { waitMs?: number } = {}): Promise<number> {
    const deadline = Date.now() + waitMs;
    let total = 0;
    let until: string | undefined;
    for (;;) {
      // Most calls (a dashboard read right after another) find nothing new: one statement says so.
      const state = await this.position(until);
      until ??= state.until;
      if (state.behind) total += await this.catchUp();
      if (!state.held || Date.now() >= deadline) return total;
      if (!state.behind) await new Promise((resolve) => setTimeout(resolve, RECHECK_MS));
    }
  }

  /**
   * Whether events of ended transactions are past the watermark, and whether committed events of
   * transactions below `until` (by default, every transaction begun so far) still wait for an
   * older one to end. Two index probes.
   */
  private async position(until: string | undefined) {
    const last = (column: SQL, zero: SQL) =>
      sql`coalesce((select ${column} from ${shopEventRollups} where ${shopEventRollups.name} = ${ROLLUP}), ${zero})`;
    const upper = until === undefined ? sql`pg_snapshot_xmax(pg_current_snapshot())` : sql`${until}::xid8`;
    const [row] = rows<{ behind: boolean; held: boolean; until: string } | undefined>(
      await this.db.execute(
        // Scalar subqueries in index order: with EXISTS the planner may scan the whole table.
        sql`select (select ${shopEvents.id} from ${shopEvents}
                  where ${eventMark} > (${last(sql`${shopEventRollups.lastTx}`, sql`'0'::xid8`)},
                                        ${last(sql`${shopEventRollups.lastEventId}`, sql`0::bigint`)})
                    and ${shopEvents.tx} < ${ENDED_BELOW}
                  order by ${shopEvents.tx}, ${shopEvents.id} limit 1) is not null as "behind",
                (select ${shopEvents.id} from ${shopEvents}
                  where ${shopEvents.tx} >= ${ENDED_BELOW} and ${shopEvents.tx} < ${upper}
                  order by ${shopEvents.tx}, ${shopEvents.id} limit 1) is not null as "held",
                ${upper}::text as "until"`,
      ),
    );
    return { behind: row?.behind === true, held: row?.held === true, until: row?.until };
  }

  /** Steps until the events of ended transactions are all read. */
  private async catchUp(): Promise<number> {
    let total = 0;
    for (;;) {
      const { read, full } = await this.step();
      total += read;
      if (!full) return total;
    }
  }

  private step(): Promise<{ read: number; full: boolean }> {
    return this.db.transaction(async (tx) => {
      await tx.insert(shopEventRollups).values({ name: ROLLUP }).onConflictDoNothing();
      // The row lock keeps two rollups (the job, a dashboard read) from moving the watermark at once.
      const [state] = rows<{ tx: string; id: string | number; ended: string }>(
        await tx.execute(
          sql`select ${shopEventRollups.lastTx}::text as "tx", ${shopEventRollups.lastEventId} as "id",
                ${ENDED_BELOW}::text as "ended"
              from ${shopEventRollups} where ${shopEventRollups.name} = ${ROLLUP} for update`,
        ),
      );
      const after: Mark = state ? { tx: state.tx, id: Number(state.id) } : FIRST;
      // Taken once: later statements may see later transactions ended, but this step reads only up to it.
      const ended = state?.ended ?? '0';
      const [top] = rows<{ tx: string; id: string | number; count: string | number }>(
        await tx.execute(
          sql`select tx::text as "tx", id, count(*) over () as "count"
              from (select ${shopEvents.tx} as tx, ${shopEvents.id} as id from ${shopEvents}
                    where ${eventMark} > ${mark(after)} and ${shopEvents.tx} < ${ended}::xid8
                    order by ${shopEvents.tx}, ${shopEvents.id} limit ${EVENTS_PER_STEP}) next
              order by tx desc, id desc limit 1`,
        ),
      );
      if (!top) return { read: 0, full: false };
      const read = Number(top.count);
      const full = read >= EVENTS_PER_STEP;
      // A step that read everything before `ended` moves the watermark there, past rolled-back events too.
      const upTo: Mark = full ? { tx: top.tx, id: Number(top.id) } : { tx: ended, id: 0 };
      // Every statement below reads the touched days' events: found once, kept for this transaction.
      await tx.execute(sql`create temporary table ${DAY_EVENTS} on commit drop as ${touchedDays(after, upTo)}`);
      for (const statement of ROLLUP_STATEMENTS) await tx.execute(statement);
      await tx.execute(
        sql`update ${shopEventRollups} set last_tx = ${upTo.tx}::xid8, last_event_id = ${upTo.id}
            where name = ${ROLLUP}`,
      );
      return { read, full };
    });
  }
}

const lagosDay = sql`(e.occurred_at at time zone ${sql.raw(`'${SHOP_EVENTS_TIME_ZONE}'`)})::date`;

/** The step's events, kept in a temporary table dropped at the step's commit. */
const DAY_EVENTS = sql.raw('rollup_day_events');

/**
 * Every event of each (brand, day) pair that events (after, upTo] touch. An order's event carries
 * whether the order is cancelled now and where it is delivered (an order_cancelled event is stored
 * at its order's placement time: it brings that day back here).
 */
function touchedDays(after: Mark, upTo: Mark) {
  const zone = sql.raw(`'${SHOP_EVENTS_TIME_ZONE}'`);
  return sql`with touched as (
      select distinct e.manufacturer_id, ${lagosDay} as day
      from ${shopEvents} e where (e.tx, e.id) > ${mark(after)} and (e.tx, e.id) <= ${mark(upTo)}
    )
    select t.day, e.*, coalesce(o.status = 'CANCELLED', false) as cancelled,
      o.delivery_latitude, o.delivery_longitude
    from touched t
    join ${shopEvents} e on e.manufacturer_id = t.manufacturer_id
      and e.occurred_at >= (t.day::timestamp at time zone ${zone})
      and e.occurred_at < ((t.day + 1)::timestamp at time zone ${zone})
    left join ${orders} o on e.type = 'order_placed' and o.id = e.order_id`;
}

function rollUpDays() {
  const counted = (type: string) => sql.raw(`count(*) filter (where type = '${type}')::int`);
  return sql`insert into ${shopEventDays} (manufacturer_id, day, store_views, product_views, products_listed, searches,
      added_to_cart, retailer_opens, directions, orders, revenue_kobo, landing_visits)
    select manufacturer_id, day, ${counted('store_viewed')}, ${counted('product_viewed')},
      coalesce(sum(quantity) filter (where type = 'product_listed'), 0)::int, ${counted('search')},
      ${counted('added_to_cart')}, ${counted('retailer_opened')}, ${counted('directions_asked')},
      count(*) filter (where type = 'order_placed' and not cancelled)::int,
      coalesce(sum(amount_kobo) filter (where type = 'order_placed' and not cancelled), 0)::bigint,
      count(distinct visit_id) filter (where landing)::int
    from ${DAY_EVENTS} group by manufacturer_id, day
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
function rollUpFirstVisits() {
  const f = shopEventVisitorFirsts;
  return sql`insert into ${f} (manufacturer_id, visitor_id, first_visited_day, last_visited_day, last_reached_day)
    select manufacturer_id, visitor_id, min(day) filter (where ${VISITED}), max(day) filter (where ${VISITED}),
      max(day) filter (where ${REACHED})
    from ${DAY_EVENTS}
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
function rollUpVisitors() {
  return sql`with per_visitor as (
      select manufacturer_id, day, visitor_id,
        bool_or(${VISITED}) as visited,
        bool_or(${REACHED}) as reached,
        bool_or(landing) as landed
      from ${DAY_EVENTS} where visitor_id is not null group by manufacturer_id, day, visitor_id
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
function countDayVisitors() {
  return sql`with touched as (select distinct manufacturer_id, day from ${DAY_EVENTS}), counts as (
      select v.manufacturer_id, v.day, count(*) filter (where v.reached)::int as reach,
        count(*) filter (where v.visited and v.first_visited_day < v.day)::int as returning_visitors
      from touched t join ${shopEventDayVisitors} v on v.manufacturer_id = t.manufacturer_id and v.day = t.day
      group by v.manufacturer_id, v.day
    )
    update ${shopEventDays} d set reach = c.reach, returning_visitors = c.returning_visitors
    from counts c where d.manufacturer_id = c.manufacturer_id and d.day = c.day`;
}

function rollUpProducts() {
  return sql`with product_events as (
      select manufacturer_id, day, product_id,
        (type = 'product_viewed')::int as views, (type = 'added_to_cart')::int as added, 0 as units
      from ${DAY_EVENTS} where type in ('product_viewed', 'added_to_cart') and product_id is not null
      union all
      select e.manufacturer_id, e.day, l.product_id, 0, 0, case when e.cancelled then 0 else l.quantity end
      from ${DAY_EVENTS} e join ${orderLines} l on l.order_id = e.order_id
      where e.type = 'order_placed' and l.product_id is not null
    )
    insert into ${shopEventProductDays} (manufacturer_id, day, product_id, views, added_to_cart, units_ordered)
    select manufacturer_id, day, product_id, sum(views)::int, sum(added)::int, sum(units)::int
    from product_events group by manufacturer_id, day, product_id
    on conflict (manufacturer_id, day, product_id) do update set
      views = excluded.views, added_to_cart = excluded.added_to_cart, units_ordered = excluded.units_ordered`;
}

function rollUpSearches() {
  return sql`insert into ${shopEventSearchDays} (manufacturer_id, day, list, term, searches, without_results)
    select manufacturer_id, day, list, term, count(*)::int,
      count(*) filter (where coalesce(quantity, result_count, 0) = 0)::int
    from ${DAY_EVENTS} where type = 'search' and term is not null and list is not null
    group by manufacturer_id, day, list, term
    on conflict (manufacturer_id, day, list, term) do update set
      searches = excluded.searches, without_results = excluded.without_results`;
}

function rollUpRetailers() {
  return sql`insert into ${shopEventRetailerDays} (manufacturer_id, day, store_id, opens, directions)
    select manufacturer_id, day, store_id, count(*) filter (where type = 'retailer_opened')::int,
      count(*) filter (where type = 'directions_asked')::int
    from ${DAY_EVENTS} where type in ('retailer_opened', 'directions_asked') and store_id is not null
    group by manufacturer_id, day, store_id
    on conflict (manufacturer_id, day, store_id) do update set
      opens = excluded.opens, directions = excluded.directions`;
}

/** A cancelled order still gives its cell a row (with its count lowered), so that the row is rewritten. */
function rollUpAreas() {
  const size = sql.raw(String(AREA_CELL_DEGREES));
  return sql`insert into ${shopEventAreaDays} (manufacturer_id, day, cell_latitude, cell_longitude, orders)
    select manufacturer_id, day, floor(delivery_latitude / ${size})::int, floor(delivery_longitude / ${size})::int,
      count(*) filter (where not cancelled)::int
    from ${DAY_EVENTS}
    where type = 'order_placed' and delivery_latitude is not null and delivery_longitude is not null
    group by 1, 2, 3, 4
    on conflict (manufacturer_id, day, cell_latitude, cell_longitude) do update set orders = excluded.orders`;
}

/** In this order: the day's visitors copy first visits, and their counts read the visitor rows. */
const ROLLUP_STATEMENTS = [
  rollUpDays(),
  rollUpFirstVisits(),
  rollUpVisitors(),
  countDayVisitors(),
  rollUpProducts(),
  rollUpSearches(),
  rollUpRetailers(),
  rollUpAreas(),
];
