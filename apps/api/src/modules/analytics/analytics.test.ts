import { randomUUID } from 'node:crypto';
import type { ShopEventInput } from '@kasuwa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount, signUp } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { CANCEL_ORDER, placeOrder } from '../orders/orders.fixtures';
import { SHOP_EVENTS_PATH } from '../shop-events/shop-events.http';
import { shopEventSpanVisitors } from '../shop-events/shop-event-days.table';
import { shopEvents, type ShopEventRow } from '../shop-events/shop-events.table';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DAY_MS = 24 * 60 * 60_000;

/** What the dashboard's home asks for. */
const STATS = `query($id: String!, $period: StatsPeriod, $figure: DashboardFigure!) {
  dashboardStats(manufacturerId: $id, period: $period) {
    period from to revenue orders returningUsers reach searches landingViews productCount retailerCount
    previous { revenue orders returningUsers reach searches landingViews }
    daily(figure: $figure) { date value previousValue }
    topProducts { product { id name } views addedToCart ordered }
    topSearchTerms { term searches }
    searchesWithNoResults { term searches }
    topDirectionRetailers { retailer { id name } directions }
    deliveryAreas { area state latitude longitude orders }
  }
}`;

/** 12:00 in Lagos on 10 June 2026; tests move it on. */
let now = new Date('2026-06-10T11:00:00Z');
let app: TestApp;
let addressCounter = 0;
/** The SQL statements sent while `counting`. */
let statements: string[] | undefined;

beforeAll(async () => {
  app = await startTestApp({ trustProxy: 1, clock: () => now, onQuery: (sql) => statements?.push(sql) });
});
afterAll(() => app.stop());

function postEvents(events: ShopEventInput[], visitor: string, visit: string, headers: Record<string, string> = {}) {
  return fetch(`${app.url}${SHOP_EVENTS_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': CHROME,
      'x-forwarded-for': `10.44.0.${++addressCounter}`,
      ...headers,
    },
    body: JSON.stringify({ visitor, visit, events }),
  });
}

async function stats(token: string, id: string, period = 'WEEKLY', figure = 'REACH') {
  const res = await app.gql(STATS, { id, period, figure }, token);
  if (!res.data?.dashboardStats) throw new Error(JSON.stringify(res.errors));
  return res.data.dashboardStats;
}

const sixZeros = { revenue: 0, orders: 0, returningUsers: 0, reach: 0, searches: 0, landingViews: 0 };

async function addRetailer(account: { token: string; manufacturerId: string }, name: string) {
  const res = await app.gql(
    `mutation($rows: [CreateStoreInput!]!) { addMultipleRetailer(createStoreInputs: $rows) { id } }`,
    { rows: [{ name, fullAddress: 'Ikeja, Lagos', contact: '0803 000 0000', manufacturerId: account.manufacturerId }] },
    account.token,
  );
  return (res.data!.addMultipleRetailer as { id: string }[])[0]!.id;
}

describe('dashboardStats', () => {
  it("gives the owner their business's figures for the chosen period, and nobody else", async () => {
    const owner = await manufacturerAccount(app, { brandStoreName: 'Stats Store' });
    const rival = await manufacturerAccount(app, { brandStoreName: 'Stats Rival' });
    await createProduct(app, owner, { name: 'Counted 1' });
    await createProduct(app, owner, { name: 'Counted 2' });
    await addRetailer(owner, 'Shop');

    const quarter = await stats(owner.token, owner.manufacturerId, 'QUARTERLY');
    expect(quarter).toMatchObject({
      period: 'QUARTERLY',
      from: '2026-03-13',
      to: '2026-06-10',
      ...sixZeros,
      previous: sixZeros,
      productCount: 2,
      retailerCount: 1,
      topProducts: [],
      topSearchTerms: [],
      searchesWithNoResults: [],
      topDirectionRetailers: [],
      deliveryAreas: [],
    });
    expect(quarter.daily).toHaveLength(90);
    expect(quarter.daily[0]).toEqual({ date: '2026-03-13', value: 0, previousValue: 0 });
    expect(quarter.daily[89]).toEqual({ date: '2026-06-10', value: 0, previousValue: 0 });
    const week = (await app.gql(STATS, { id: owner.manufacturerId, figure: 'ORDERS' }, owner.token)).data!
      .dashboardStats;
    expect(week).toMatchObject({ period: 'WEEKLY', from: '2026-06-04', to: '2026-06-10' });
    expect((await stats(owner.token, owner.manufacturerId, 'MONTHLY')).from).toBe('2026-05-12');

    const anonymous = await app.gql(STATS, { id: owner.manufacturerId, figure: 'REACH' });
    expect(anonymous.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const other = await app.gql(STATS, { id: owner.manufacturerId, figure: 'REACH' }, rival.token);
    expect(other.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(other.data).toBeNull();
  });

  it("counts a scripted shopping session in exactly the right figures, days and brand, and no other brand's", async () => {
    now = new Date('2026-07-01T11:00:00Z');
    const ada = await manufacturerAccount(app, { brandStoreName: 'Session Ada' });
    const bola = await manufacturerAccount(app, { brandStoreName: 'Session Bola', businessName: 'Session Bola Ltd' });
    const cream = await createProduct(app, ada, { name: 'Session Cream', retailPrice: '2500' });
    const soap = await createProduct(app, ada, { name: 'Session Soap', retailPrice: '800' });
    const rice = await createProduct(app, bola, { name: 'Session Rice', retailPrice: '30000' });
    const retailer = await addRetailer(ada, 'Session Pharmacy');
    const at = now.getTime();
    const visitor = randomUUID();
    const visit = randomUUID();

    // A shopper lands on Ada's store, searches it, views a product, adds it to the cart, finds a retailer.
    const session = await postEvents(
      [
        { type: 'store_viewed', at, storeSlug: ada.slug, landing: true },
        { type: 'product_listed', at, list: 'store', productIds: [cream.id, soap.id] },
        {
          type: 'search',
          at,
          term: 'Cream',
          resultCount: 1,
          manufacturerId: ada.manufacturerId,
          productIds: [cream.id],
        },
        {
          type: 'search',
          at,
          term: 'ada@example.com 0803 123 4567',
          resultCount: 0,
          manufacturerId: ada.manufacturerId,
        },
        { type: 'product_viewed', at, productId: cream.id },
        { type: 'added_to_cart', at, productId: cream.id, quantity: 2 },
        { type: 'retailer_opened', at, storeId: retailer },
        { type: 'directions_asked', at, storeId: retailer },
      ],
      visitor,
      visit,
    );
    expect(session.status).toBe(204);
    // Another shopper searches the whole shop; the results show one product of each brand.
    const searcher = randomUUID();
    expect(
      (
        await postEvents(
          [{ type: 'search', at, term: 'soap and rice', resultCount: 2, productIds: [soap.id, rice.id] }],
          searcher,
          randomUUID(),
        )
      ).status,
    ).toBe(204);
    // Not counted: a bot, a browser asking not to be tracked, malformed batches.
    const landing = [{ type: 'store_viewed', at, storeSlug: ada.slug, landing: true }] as ShopEventInput[];
    expect((await postEvents(landing, randomUUID(), randomUUID(), { 'user-agent': GOOGLEBOT })).status).toBe(204);
    expect((await postEvents(landing, randomUUID(), randomUUID(), { 'sec-gpc': '1' })).status).toBe(204);
    const malformed = [
      { type: 'store_viewed', at, storeSlug: ada.slug, landing: 'yes' },
      { type: 'product_viewed', at, productId: cream.id },
    ] as unknown as ShopEventInput[];
    expect((await postEvents(malformed, randomUUID(), randomUUID())).status).toBe(400);
    expect((await postEvents(landing, 'short', randomUUID())).status).toBe(400);

    // The shopper orders two creams through the real checkout.
    const shopper = await signUp(app);
    const [order] = await placeOrder(app, shopper.token, [{ productId: cream.id, quantity: 2 }]);

    const week = await stats(ada.token, ada.manufacturerId);
    expect(week).toMatchObject({
      from: '2026-06-25',
      to: '2026-07-01',
      revenue: order!.total,
      orders: 1,
      returningUsers: 0,
      // The session's shopper (shown and viewing products) and the searcher (shown the soap).
      reach: 2,
      // Two in the store, one elsewhere whose results held the soap.
      searches: 3,
      landingViews: 1,
      previous: sixZeros,
      topProducts: [{ product: { id: cream.id, name: 'Session Cream' }, views: 1, addedToCart: 1, ordered: 2 }],
      searchesWithNoResults: [{ term: '[email] [phone]', searches: 1 }],
      topDirectionRetailers: [{ retailer: { id: retailer, name: 'Session Pharmacy' }, directions: 1 }],
    });
    expect(week.topSearchTerms).toEqual([
      { term: '[email] [phone]', searches: 1 },
      { term: 'cream', searches: 1 },
      { term: 'soap and rice', searches: 1 },
    ]);
    expect(order!.total).toBe(5000);
    // Only today has anything; the period before is empty.
    expect(week.daily.map((d: { date: string }) => d.date)).toEqual([
      '2026-06-25',
      '2026-06-26',
      '2026-06-27',
      '2026-06-28',
      '2026-06-29',
      '2026-06-30',
      '2026-07-01',
    ]);
    expect(week.daily.map((d: { value: number }) => d.value)).toEqual([0, 0, 0, 0, 0, 0, 2]);
    expect(week.daily.every((d: { previousValue: number }) => d.previousValue === 0)).toBe(true);
    const revenueDays = (await stats(ada.token, ada.manufacturerId, 'WEEKLY', 'REVENUE')).daily;
    expect(revenueDays.at(-1)).toEqual({ date: '2026-07-01', value: 5000, previousValue: 0 });
    // Delivered to Victoria Island: named by its area, shown at the area's centre, not the address.
    expect(week.deliveryAreas).toHaveLength(1);
    const [area] = week.deliveryAreas as { area: string; state: string; latitude: number; longitude: number }[];
    expect(area).toMatchObject({ state: 'Lagos', orders: 1 });
    expect(area!.area).not.toBe('');
    expect([area!.latitude, area!.longitude]).not.toEqual([6.43, 3.42]);
    expect(Math.abs(area!.latitude - 6.43) + Math.abs(area!.longitude - 3.42)).toBeLessThan(0.5);

    // Bola: only the whole-shop search that showed its rice.
    const bolaWeek = await stats(bola.token, bola.manufacturerId);
    expect(bolaWeek).toMatchObject({
      ...sixZeros,
      reach: 1,
      searches: 1,
      topProducts: [],
      topSearchTerms: [{ term: 'soap and rice', searches: 1 }],
      searchesWithNoResults: [],
      topDirectionRetailers: [],
      deliveryAreas: [],
    });

    // Cancelled, the order leaves revenue, orders, the products' ordered units and the map.
    const cancelled = await app.gql(CANCEL_ORDER, { number: order!.number, reason: 'Changed my mind' }, shopper.token);
    expect(cancelled.data!.cancelOrder.status).toBe('CANCELLED');
    const afterCancel = await stats(ada.token, ada.manufacturerId, 'WEEKLY', 'ORDERS');
    expect(afterCancel).toMatchObject({ revenue: 0, orders: 0, reach: 2, searches: 3, deliveryAreas: [] });
    expect(afterCancel.topProducts).toEqual([
      { product: { id: cream.id, name: 'Session Cream' }, views: 1, addedToCart: 1, ordered: 0 },
    ]);
    expect(afterCancel.daily.at(-1)).toEqual({ date: '2026-07-01', value: 0, previousValue: 0 });

    // A week later the shopper comes back: a returning user; last week is now the period before.
    now = new Date(now.getTime() + 7 * DAY_MS);
    const back = now.getTime();
    await postEvents([{ type: 'product_viewed', at: back, productId: soap.id, landing: true }], visitor, randomUUID());
    const nextWeek = await stats(ada.token, ada.manufacturerId, 'WEEKLY', 'REACH');
    expect(nextWeek).toMatchObject({
      from: '2026-07-02',
      to: '2026-07-08',
      revenue: 0,
      orders: 0,
      returningUsers: 1,
      reach: 1,
      searches: 0,
      landingViews: 1,
      previous: { revenue: 0, orders: 0, returningUsers: 0, reach: 2, searches: 3, landingViews: 1 },
    });
    expect(nextWeek.daily.at(-1)).toEqual({ date: '2026-07-08', value: 1, previousValue: 2 });
    const returningDays = (await stats(ada.token, ada.manufacturerId, 'WEEKLY', 'RETURNING_USERS')).daily;
    expect(returningDays.map((d: { value: number }) => d.value)).toEqual([0, 0, 0, 0, 0, 0, 1]);
  });
});

describe('dashboardStats on fixed data', () => {
  /** Raw events as the recorder's rows would be, at a fixed time. */
  const row = (manufacturerId: string, at: string, extra: Partial<ShopEventRow>): ShopEventRow => ({
    manufacturerId,
    type: 'product_viewed',
    occurredAt: new Date(at),
    ...extra,
  });

  it('compares with the period before, and counts distinct and returning visitors exactly across days', async () => {
    now = new Date('2026-09-20T10:00:00Z');
    const maker = await manufacturerAccount(app, { brandStoreName: 'Fixed Figures' });
    const id = maker.manufacturerId;
    const v = (visitorId: string, day: string, extra: Partial<ShopEventRow> = {}) =>
      row(id, `${day}T09:00:00Z`, { visitorId, visitId: `${visitorId}-${day}-visit`, ...extra });
    await app.database.db.insert(shopEvents).values([
      // Long before: c visits (the first visit that makes c a returning user later).
      v('visitor-c', '2026-08-01'),
      // The period before (7-13 Sep): a visits twice on two days, b is shown a list; 2 orders, one search.
      v('visitor-a', '2026-09-08', { landing: true }),
      v('visitor-a', '2026-09-10'),
      v('visitor-b', '2026-09-10', { type: 'product_listed', list: 'category', quantity: 2 }),
      v('visitor-b', '2026-09-10', { type: 'search', list: 'store', term: 'soap', resultCount: 0, quantity: 0 }),
      row(id, '2026-09-09T12:00:00Z', { type: 'order_placed', amountKobo: 100_000 }),
      row(id, '2026-09-12T12:00:00Z', { type: 'order_placed', amountKobo: 300_000 }),
      // This period (14-20 Sep): a on three days, c back after a month, d new; one order.
      v('visitor-a', '2026-09-14', { landing: true }),
      v('visitor-a', '2026-09-15'),
      v('visitor-a', '2026-09-20'),
      v('visitor-c', '2026-09-15', { type: 'store_viewed', landing: true }),
      v('visitor-c', '2026-09-15'),
      v('visitor-d', '2026-09-20', { landing: true }),
      // Shown a list only: reached, not a visitor of the brand's pages.
      v('visitor-e', '2026-09-16', { type: 'product_listed', list: 'search', quantity: 1 }),
      // In a list that showed none of the brand's products: not reached.
      v('visitor-f', '2026-09-16', { type: 'search', list: 'store', term: 'nothing', resultCount: 0, quantity: 0 }),
      row(id, '2026-09-19T23:30:00Z', { type: 'order_placed', amountKobo: 450_050 }),
    ]);

    const week = await stats(maker.token, id, 'WEEKLY', 'REACH');
    expect(week).toMatchObject({
      from: '2026-09-14',
      to: '2026-09-20',
      revenue: 4500.5,
      orders: 1,
      // a (first came 8 Sep) and c (1 Aug); not d, whose first visit is in the period.
      returningUsers: 2,
      // a, c, d (product pages) and e (a list); a counted once over three days.
      reach: 4,
      searches: 1,
      landingViews: 3,
      previous: { revenue: 4000, orders: 2, returningUsers: 0, reach: 2, searches: 1, landingViews: 1 },
    });
    expect(week.daily).toEqual([
      { date: '2026-09-14', value: 1, previousValue: 0 },
      { date: '2026-09-15', value: 2, previousValue: 1 },
      { date: '2026-09-16', value: 1, previousValue: 0 },
      { date: '2026-09-17', value: 0, previousValue: 2 },
      { date: '2026-09-18', value: 0, previousValue: 0 },
      { date: '2026-09-19', value: 0, previousValue: 0 },
      { date: '2026-09-20', value: 2, previousValue: 0 },
    ]);
    // 23:30 UTC on the 19th is the 20th in Lagos.
    const revenue = (await stats(maker.token, id, 'WEEKLY', 'REVENUE')).daily;
    expect(revenue.map((d: { value: number }) => d.value)).toEqual([0, 0, 0, 0, 0, 0, 4500.5]);
    expect(revenue.map((d: { previousValue: number }) => d.previousValue)).toEqual([0, 0, 1000, 0, 0, 3000, 0]);
    // A day's returning users came that day and on an earlier day.
    const returning = (await stats(maker.token, id, 'WEEKLY', 'RETURNING_USERS')).daily;
    expect(returning.map((d: { value: number }) => d.value)).toEqual([1, 2, 0, 0, 0, 0, 1]);
    expect(returning.map((d: { previousValue: number }) => d.previousValue)).toEqual([0, 0, 0, 1, 0, 0, 0]);
    expect((await stats(maker.token, id, 'WEEKLY', 'SEARCHES')).searchesWithNoResults).toEqual([
      { term: 'nothing', searches: 1 },
    ]);

    // The week before is closed: counted once, then kept; today's period is read live.
    const kept = await app.database.db
      .select()
      .from(shopEventSpanVisitors)
      .where(eq(shopEventSpanVisitors.manufacturerId, id));
    expect(kept).toEqual([{ manufacturerId: id, lastDay: '2026-09-13', days: 7, reach: 2, returningVisitors: 0 }]);
    await app.database.db.insert(shopEvents).values(v('visitor-g', '2026-09-20'));
    // g views a product today.
    const later = await stats(maker.token, id, 'WEEKLY', 'REACH');
    expect(later).toMatchObject({ reach: 5, returningUsers: 2, previous: week.previous });

    // Over the month, c's August visit is still before the period; a's first visit is inside it.
    const month = await stats(maker.token, id, 'MONTHLY', 'REACH');
    expect(month).toMatchObject({ from: '2026-08-22', returningUsers: 1, reach: 6, orders: 3, searches: 2 });
    expect(month.previous).toMatchObject({ reach: 1, returningUsers: 0, orders: 0 });
    expect(month.searchesWithNoResults).toEqual([
      { term: 'nothing', searches: 1 },
      { term: 'soap', searches: 1 },
    ]);
  });

  it('costs the same number of SQL statements for one product and retailer in its lists as for ten', async () => {
    now = new Date('2026-10-05T10:00:00Z');
    const count = async (rows: number) => {
      const maker = await manufacturerAccount(app, { brandStoreName: `Statements ${rows}` });
      const events: ShopEventRow[] = [];
      for (let n = 0; n < rows; n += 1) {
        const product = await createProduct(app, maker, { name: `Counted product ${n}` });
        const retailer = await addRetailer(maker, `Counted retailer ${n}`);
        const at = '2026-10-04T12:00:00Z';
        events.push(
          row(maker.manufacturerId, at, { productId: product.id, visitorId: `visitor-${n}` }),
          row(maker.manufacturerId, at, { type: 'directions_asked', storeId: retailer, visitorId: `visitor-${n}` }),
          row(maker.manufacturerId, at, { type: 'search', list: 'store', term: `term ${n}`, quantity: 0 }),
        );
      }
      await app.database.db.insert(shopEvents).values(events);
      await app.services.shopEvents.bringUpToDate();
      // The least of three reads: the app's background jobs (the events buffer, the rollups) may
      // run a statement during one of them, never fewer.
      let sent = Number.POSITIVE_INFINITY;
      let result = await stats(maker.token, maker.manufacturerId, 'MONTHLY', 'REACH');
      for (let read = 0; read < 3; read += 1) {
        statements = [];
        result = await stats(maker.token, maker.manufacturerId, 'MONTHLY', 'REACH');
        sent = Math.min(sent, statements.length);
      }
      statements = undefined;
      expect(result.topProducts).toHaveLength(rows);
      expect(result.topDirectionRetailers).toHaveLength(rows);
      expect(result.searchesWithNoResults).toHaveLength(rows);
      return sent;
    };
    const one = await count(1);
    expect(await count(10)).toBe(one);
    expect(one).toBeLessThanOrEqual(15);
  });
});
