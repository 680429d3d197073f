import type { RecordedShopEventType } from '@kasuwa/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount, signUp } from '../../test/fixtures';
import { placeOrder } from '../orders/orders.fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  shopEventDays,
  shopEventDayVisitors,
  shopEventProductDays,
  shopEventSearchDays,
} from './shop-event-days.table';
import { ShopEventDaysRepository } from './shop-event-days.repository';
import { shopEvents, type ShopEventRow } from './shop-events.table';
import { SHOP_EVENTS_ROLLUP_JOB } from './shop-events.service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

/** 10:00 in Lagos (09:00 UTC) on 2026-03-0N. */
const lagosMorning = (day: number) => new Date(`2026-03-0${day}T09:00:00Z`);

function event(manufacturerId: string, type: RecordedShopEventType, at: Date, extra: Partial<ShopEventRow> = {}) {
  return {
    manufacturerId,
    type,
    occurredAt: at,
    ...(type === 'order_placed' ? {} : { visitorId: 'visitor-a', visitId: `visit-a-${at.getUTCDate()}` }),
    ...extra,
  } satisfies ShopEventRow;
}

const insert = (rows: ShopEventRow[]) => app.database.db.insert(shopEvents).values(rows);

async function daysOf(manufacturerId: string) {
  const rows = await app.database.db
    .select()
    .from(shopEventDays)
    .where(eq(shopEventDays.manufacturerId, manufacturerId))
    .orderBy(asc(shopEventDays.day));
  return rows.map(({ manufacturerId: _, ...figures }) => figures);
}

async function distinctVisitors(
  manufacturerId: string,
  from: string,
  to: string,
  flag?: 'visited' | 'reached' | 'landed',
) {
  const [row] = await app.database.db
    .select({ n: sql<number>`count(distinct ${shopEventDayVisitors.visitorId})::int` })
    .from(shopEventDayVisitors)
    .where(
      and(
        eq(shopEventDayVisitors.manufacturerId, manufacturerId),
        sql`${shopEventDayVisitors.day} between ${from} and ${to}`,
        flag ? eq(shopEventDayVisitors[flag], true) : undefined,
      ),
    );
  return row!.n;
}

const zero = {
  storeViews: 0,
  productViews: 0,
  productsListed: 0,
  searches: 0,
  addedToCart: 0,
  retailerOpens: 0,
  directions: 0,
  orders: 0,
  revenueKobo: 0,
  landingVisits: 0,
  reach: 0,
  returningVisitors: 0,
};

describe('daily rollups of shop events', () => {
  it('gives each brand its own exact figures per Lagos day, counts a visitor once over a period, and is idempotent', async () => {
    const ada = (await manufacturerAccount(app, { brandStoreName: 'Rollup Ada' })).manufacturerId;
    const bola = (await manufacturerAccount(app, { brandStoreName: 'Rollup Bola', businessName: 'Rollup Bola Ltd' }))
      .manufacturerId;
    const [d1, d2, d3] = [lagosMorning(1), lagosMorning(2), lagosMorning(3)];
    await insert([
      // Day 1: visitor a lands on Ada's store, views a product, is shown 3 of Ada's products, adds to cart.
      event(ada, 'store_viewed', d1, { landing: true }),
      event(ada, 'product_viewed', d1),
      event(ada, 'product_listed', d1, { list: 'category', quantity: 3 }),
      event(ada, 'added_to_cart', d1, { quantity: 2 }),
      event(ada, 'order_placed', d1, { amountKobo: 250_000 }),
      // Visitor b is only shown Ada's products in a search: reached, not visited.
      event(ada, 'search', d1, {
        visitorId: 'visitor-b',
        visitId: 'visit-b',
        list: 'search',
        term: 'cream',
        quantity: 2,
      }),
      // Day 2: visitor a again (same person, another day), retailer and directions, two orders.
      event(ada, 'product_viewed', d2, { landing: true }),
      event(ada, 'retailer_opened', d2),
      event(ada, 'directions_asked', d2),
      event(ada, 'order_placed', d2, { amountKobo: 100_000 }),
      event(ada, 'order_placed', d2, { amountKobo: 5_050 }),
      // Day 3: visitor c, a store search with nothing of Ada's shown.
      event(ada, 'search', d3, { visitorId: 'visitor-c', visitId: 'visit-c', list: 'store', term: 'x', quantity: 0 }),
      // Bola: one store view on day 2 by visitor a.
      event(bola, 'store_viewed', d2),
    ]);

    expect(await app.services.shopEvents.bringUpToDate()).toBeGreaterThanOrEqual(13);
    const expectedAda = [
      {
        ...zero,
        day: '2026-03-01',
        storeViews: 1,
        productViews: 1,
        productsListed: 3,
        searches: 1,
        addedToCart: 1,
        orders: 1,
        revenueKobo: 250_000,
        landingVisits: 1,
        // a viewed a product, b was shown two in a search.
        reach: 2,
      },
      {
        ...zero,
        day: '2026-03-02',
        productViews: 1,
        retailerOpens: 1,
        directions: 1,
        orders: 2,
        revenueKobo: 105_050,
        landingVisits: 1,
        reach: 1,
        // a first came the day before.
        returningVisitors: 1,
      },
      { ...zero, day: '2026-03-03', searches: 1 },
    ];
    expect(await daysOf(ada)).toEqual(expectedAda);
    expect(await daysOf(bola)).toEqual([{ ...zero, day: '2026-03-02', storeViews: 1 }]);

    // Visitor a came on days 1 and 2: once over the period, though in two days' rows.
    expect(await distinctVisitors(ada, '2026-03-01', '2026-03-03')).toBe(3);
    expect(await distinctVisitors(ada, '2026-03-01', '2026-03-03', 'visited')).toBe(1);
    expect(await distinctVisitors(ada, '2026-03-01', '2026-03-03', 'reached')).toBe(2);
    expect(await distinctVisitors(ada, '2026-03-01', '2026-03-03', 'landed')).toBe(1);
    expect(await distinctVisitors(ada, '2026-03-02', '2026-03-03')).toBe(2);
    expect(await distinctVisitors(bola, '2026-03-01', '2026-03-03')).toBe(1);

    // Again, with nothing new: nothing read, nothing changed.
    expect(await app.services.shopEvents.bringUpToDate()).toBe(0);
    expect(await daysOf(ada)).toEqual(expectedAda);
    expect(await distinctVisitors(ada, '2026-03-01', '2026-03-03')).toBe(3);
  });

  it('takes in events arriving later for a day already rolled up, through the scheduled job', async () => {
    const maker = (await manufacturerAccount(app, { brandStoreName: 'Rollup Late' })).manufacturerId;
    const day = new Date('2026-04-10T12:00:00Z');
    await insert([event(maker, 'store_viewed', day), event(maker, 'order_placed', day, { amountKobo: 1_000 })]);
    await app.services.shopEvents.bringUpToDate();
    expect(await daysOf(maker)).toEqual([{ ...zero, day: '2026-04-10', storeViews: 1, orders: 1, revenueKobo: 1_000 }]);

    await insert([
      event(maker, 'store_viewed', new Date('2026-04-10T15:00:00Z'), { visitorId: 'visitor-late' }),
      event(maker, 'order_placed', day, { amountKobo: 2_500 }),
    ]);
    // The job as the running app registered it.
    await app.jobs.send(SHOP_EVENTS_ROLLUP_JOB, {});
    const expected = [{ ...zero, day: '2026-04-10', storeViews: 2, orders: 2, revenueKobo: 3_500 }];
    await expect.poll(() => daysOf(maker), { timeout: 5_000 }).toEqual(expected);
    expect(await distinctVisitors(maker, '2026-04-10', '2026-04-10')).toBe(2);
  });

  it('counts an event on the day it was in Lagos (23:30 UTC is the next morning)', async () => {
    const maker = (await manufacturerAccount(app, { brandStoreName: 'Rollup Night' })).manufacturerId;
    await insert([
      event(maker, 'store_viewed', new Date('2026-05-01T22:59:59Z')),
      event(maker, 'store_viewed', new Date('2026-05-01T23:00:00Z')),
      event(maker, 'product_viewed', new Date('2026-05-01T23:30:00Z')),
      event(maker, 'product_viewed', new Date('2026-05-02T22:30:00Z')),
    ]);
    await app.services.shopEvents.bringUpToDate();
    expect(await daysOf(maker)).toEqual([
      { ...zero, day: '2026-05-01', storeViews: 1 },
      { ...zero, day: '2026-05-02', storeViews: 1, productViews: 2, reach: 1, returningVisitors: 1 },
    ]);
  });

  it('leaves a brand without events without rows', async () => {
    const quiet = (await manufacturerAccount(app, { brandStoreName: 'Rollup Quiet' })).manufacturerId;
    await app.services.shopEvents.bringUpToDate();
    expect(await daysOf(quiet)).toEqual([]);
    expect(
      await app.database.db
        .select()
        .from(shopEventDayVisitors)
        .where(inArray(shopEventDayVisitors.manufacturerId, [quiet])),
    ).toEqual([]);
  });

  it("counts each product's views, additions to cart and units ordered, and each search term, per day", async () => {
    const ada = await manufacturerAccount(app, { brandStoreName: 'Rollup Products' });
    const bola = await manufacturerAccount(app, { brandStoreName: 'Rollup Other', businessName: 'Rollup Other Ltd' });
    const cream = await createProduct(app, ada, { name: 'Rollup Cream', retailPrice: '2500' });
    const soap = await createProduct(app, ada, { name: 'Rollup Soap', retailPrice: '800' });
    const rice = await createProduct(app, bola, { name: 'Rollup Rice', retailPrice: '30000' });
    const shopper = await signUp(app);
    await placeOrder(app, shopper.token, [
      { productId: cream.id, quantity: 3 },
      { productId: soap.id, quantity: 1 },
      { productId: rice.id, quantity: 2 },
    ]);
    await placeOrder(app, shopper.token, [{ productId: cream.id, quantity: 1 }]);
    await app.services.shopEvents.flush();
    const [placed] = await app.database.db
      .select({ at: shopEvents.occurredAt })
      .from(shopEvents)
      .where(and(eq(shopEvents.manufacturerId, ada.manufacturerId), eq(shopEvents.type, 'order_placed')));
    const at = placed!.at;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(at);
    const id = ada.manufacturerId;
    await insert([
      event(id, 'product_viewed', at, { productId: cream.id }),
      event(id, 'product_viewed', at, { productId: cream.id }),
      event(id, 'added_to_cart', at, { productId: cream.id, quantity: 4 }),
      event(id, 'product_viewed', at, { productId: soap.id }),
      event(id, 'search', at, { list: 'store', term: 'cream', resultCount: 1, quantity: 1 }),
      event(id, 'search', at, { list: 'store', term: 'cream', resultCount: 0, quantity: 0 }),
      event(id, 'search', at, { list: 'store', term: 'shea', resultCount: 0, quantity: 0 }),
      event(id, 'search', at, { list: 'search', term: 'cream', resultCount: 9, quantity: 2 }),
    ]);
    await app.services.shopEvents.bringUpToDate();

    const products = await app.database.db
      .select()
      .from(shopEventProductDays)
      .where(inArray(shopEventProductDays.manufacturerId, [id, bola.manufacturerId]))
      .orderBy(asc(shopEventProductDays.unitsOrdered));
    expect(products).toEqual([
      { manufacturerId: id, day, productId: soap.id, views: 1, addedToCart: 0, unitsOrdered: 1 },
      { manufacturerId: bola.manufacturerId, day, productId: rice.id, views: 0, addedToCart: 0, unitsOrdered: 2 },
      { manufacturerId: id, day, productId: cream.id, views: 2, addedToCart: 1, unitsOrdered: 4 },
    ]);
    const searches = await app.database.db
      .select()
      .from(shopEventSearchDays)
      .where(eq(shopEventSearchDays.manufacturerId, id))
      .orderBy(asc(shopEventSearchDays.list), asc(shopEventSearchDays.term));
    expect(searches).toEqual([
      { manufacturerId: id, day, list: 'search', term: 'cream', searches: 1, withoutResults: 0 },
      { manufacturerId: id, day, list: 'store', term: 'cream', searches: 2, withoutResults: 1 },
      { manufacturerId: id, day, list: 'store', term: 'shea', searches: 1, withoutResults: 1 },
    ]);
  });
});

// Two connections writing at once need a server: PGlite has one connection.
describe.skipIf(!process.env.TEST_DATABASE_URL)('daily rollups with writers committing out of order', () => {
  const day = new Date('2026-06-10T12:00:00Z');
  const storeView = `insert into shop_events (manufacturer_id, type, visitor_id, visit_id, occurred_at)
    values ($1, 'store_viewed', $2, $2, $3) returning id, tx::text as tx`;

  /** Two connections of the app's pool: `open` runs in a transaction left open, `other` commits at once. */
  async function twoWriters(maker: string) {
    const pool = app.database.pool;
    if (!pool) throw new Error('no pool');
    const [open, other] = [await pool.connect(), await pool.connect()];
    await open.query('begin');
    const early = (await open.query<{ id: string; tx: string }>(storeView, [maker, 'visitor-early', day])).rows[0]!;
    const late = (await other.query<{ id: string; tx: string }>(storeView, [maker, 'visitor-late', day])).rows[0]!;
    expect(Number(early.id)).toBeLessThan(Number(late.id));
    return {
      early,
      open,
      // Closed, not returned to the pool: a failed test must not leave the app a connection mid-transaction.
      release: () => [open, other].forEach((client) => client.release(true)),
    };
  }

  it('counts an event whose transaction commits after a later id was rolled up, once', async () => {
    const maker = (await manufacturerAccount(app, { brandStoreName: 'Rollup Order' })).manufacturerId;
    const days = new ShopEventDaysRepository(app.database.db);
    const { open, release } = await twoWriters(maker);
    try {
      // The job runs while the first transaction is open.
      await days.rollUp();
      await open.query('commit');
    } finally {
      release();
    }
    await days.rollUp({ waitMs: 10_000 });
    expect(await daysOf(maker)).toEqual([{ ...zero, day: '2026-06-10', storeViews: 2 }]);
    expect(await days.rollUp({ waitMs: 10_000 })).toBe(0);
    await insert([event(maker, 'store_viewed', day, { visitorId: 'visitor-third' })]);
    await days.rollUp({ waitMs: 10_000 });
    expect(await daysOf(maker)).toEqual([{ ...zero, day: '2026-06-10', storeViews: 3 }]);
  });

  it('has a dashboard read wait for a transaction still open when a later one committed', async () => {
    const maker = (await manufacturerAccount(app, { brandStoreName: 'Rollup Wait' })).manufacturerId;
    const { open, release } = await twoWriters(maker);
    try {
      const reading = app.services.shopEvents.bringUpToDate();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await open.query('commit');
      await reading;
    } finally {
      release();
    }
    expect(await daysOf(maker)).toEqual([{ ...zero, day: '2026-06-10', storeViews: 2 }]);
  });

  it('never counts a rolled-back event, and moves past it', async () => {
    const maker = (await manufacturerAccount(app, { brandStoreName: 'Rollup Undone' })).manufacturerId;
    const days = new ShopEventDaysRepository(app.database.db);
    const { early, open, release } = await twoWriters(maker);
    try {
      await open.query('rollback');
    } finally {
      release();
    }
    await days.rollUp({ waitMs: 10_000 });
    expect(await daysOf(maker)).toEqual([{ ...zero, day: '2026-06-10', storeViews: 1 }]);
    const [watermark] = (
      (await app.database.db.execute(
        sql`select last_tx > ${early.tx}::xid8 as "past" from shop_event_rollups where name = 'days'`,
      )) as unknown as { rows: { past: boolean }[] }
    ).rows;
    expect(watermark?.past).toBe(true);
    await insert([event(maker, 'store_viewed', day, { visitorId: 'visitor-after' })]);
    await days.rollUp({ waitMs: 10_000 });
    expect(await daysOf(maker)).toEqual([{ ...zero, day: '2026-06-10', storeViews: 2 }]);
  });
});
