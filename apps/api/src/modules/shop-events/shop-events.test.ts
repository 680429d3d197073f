import { randomUUID } from 'node:crypto';
import { SHOP_EVENTS_RETENTION_DAYS, type ShopEventInput } from '@kasuwa/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount, signUp } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { placeOrder } from '../orders/orders.fixtures';
import { SHOP_EVENTS_PATH } from './shop-events.http';
import { shopEvents } from './shop-events.table';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DAY_MS = 24 * 60 * 60_000;

let app: TestApp;
let addressCounter = 0;
/** Each test its own network address (X-Forwarded-For, one trusted proxy), so their counters never mix. */
const freshAddress = () => `10.12.0.${++addressCounter}`;
const newId = () => randomUUID();

function post(
  body: unknown,
  { headers = {}, address = freshAddress(), type = 'text/plain;charset=UTF-8' } = {} as {
    headers?: Record<string, string>;
    address?: string;
    type?: string;
  },
) {
  return fetch(`${app.url}${SHOP_EVENTS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': type, 'user-agent': CHROME, 'x-forwarded-for': address, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const batch = (events: ShopEventInput[], visitor: string = newId(), visit: string = newId()) => ({
  visitor,
  visit,
  events,
});

async function rowsOf(manufacturerIds: string[]) {
  await app.services.shopEvents.flush();
  return app.database.db
    .select()
    .from(shopEvents)
    .where(inArray(shopEvents.manufacturerId, manufacturerIds))
    .orderBy(asc(shopEvents.id));
}

async function messageOf(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await response.json()) as { error: { message: string } }).error.message;
}

beforeAll(async () => {
  app = await startTestApp({ trustProxy: 1 });
});
afterAll(() => app.stop());

describe(`POST ${SHOP_EVENTS_PATH}`, () => {
  it("records a visit's events for the brands they concern, and drops what names nothing of ours", async () => {
    const ada = await manufacturerAccount(app, { brandStoreName: 'Events Ada' });
    const bola = await manufacturerAccount(app, { brandStoreName: 'Events Bola', businessName: 'Bola Foods Ltd' });
    const cream = await createProduct(app, ada, { name: 'Cream E' });
    const soap = await createProduct(app, ada, { name: 'Soap E' });
    const rice = await createProduct(app, bola, { name: 'Rice E' });
    const retailers = await app.gql(
      `mutation($rows: [CreateStoreInput!]!) { addMultipleRetailer(createStoreInputs: $rows) { id } }`,
      {
        rows: [
          { name: 'Shop E', fullAddress: 'Ikeja, Lagos', contact: '0803 000 0000', manufacturerId: ada.manufacturerId },
        ],
      },
      ada.token,
    );
    const retailerId = (retailers.data!.addMultipleRetailer as { id: string }[])[0]!.id;
    const visitor = 'V1StGXR8_Z5jdHi6B-myTq';
    const visit = newId();
    const at = Date.now();

    const response = await post(
      batch(
        [
          { type: 'store_viewed', at, storeSlug: ada.slug, landing: true },
          { type: 'product_listed', at, list: 'store', productIds: [cream.id, soap.id, rice.id, newId()] },
          {
            type: 'search',
            at,
            term: '  Shea   CREAM ',
            resultCount: 2,
            manufacturerId: ada.manufacturerId,
            productIds: [cream.id],
          },
          { type: 'search', at, term: 'rice', resultCount: 40, productIds: [rice.id, cream.id] },
          { type: 'search', at, term: 'nothing here', resultCount: 0, manufacturerId: ada.manufacturerId },
          { type: 'product_viewed', at, productId: cream.id.toUpperCase() },
          { type: 'added_to_cart', at, productId: cream.id, quantity: 3 },
          { type: 'retailer_opened', at, storeId: retailerId },
          { type: 'directions_asked', at, storeId: retailerId },
          { type: 'store_viewed', at, manufacturerId: bola.manufacturerId },
          // Unknown ids: valid shapes, nothing of ours.
          { type: 'store_viewed', at, storeSlug: 'no-such-store' },
          { type: 'product_viewed', at, productId: newId() },
          { type: 'directions_asked', at, storeId: newId() },
          // A browser clock two days off.
          { type: 'product_viewed', at: at - 2 * DAY_MS, productId: rice.id },
        ],
        visitor,
        visit,
      ),
    );
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    const common = { visitorId: visitor, visitId: visit };
    const rows = (await rowsOf([ada.manufacturerId, bola.manufacturerId])).map((r) => ({
      manufacturerId: r.manufacturerId,
      type: r.type,
      visitorId: r.visitorId,
      visitId: r.visitId,
      landing: r.landing,
      list: r.list,
      productId: r.productId,
      storeId: r.storeId,
      term: r.term,
      resultCount: r.resultCount,
      quantity: r.quantity,
    }));
    const row = (manufacturerId: string, type: string, fields: Record<string, unknown> = {}) => ({
      manufacturerId,
      type,
      ...common,
      landing: false,
      list: null,
      productId: null,
      storeId: null,
      term: null,
      resultCount: null,
      quantity: null,
      ...fields,
    });
    expect(rows).toEqual([
      row(ada.manufacturerId, 'store_viewed', { landing: true }),
      row(ada.manufacturerId, 'product_listed', { list: 'store', quantity: 2 }),
      row(bola.manufacturerId, 'product_listed', { list: 'store', quantity: 1 }),
      row(ada.manufacturerId, 'search', { list: 'store', term: 'shea cream', resultCount: 2, quantity: 1 }),
      row(bola.manufacturerId, 'search', { list: 'search', term: 'rice', resultCount: 40, quantity: 1 }),
      row(ada.manufacturerId, 'search', { list: 'search', term: 'rice', resultCount: 40, quantity: 1 }),
      row(ada.manufacturerId, 'search', { list: 'store', term: 'nothing here', resultCount: 0, quantity: 0 }),
      row(ada.manufacturerId, 'product_viewed', { productId: cream.id }),
      row(ada.manufacturerId, 'added_to_cart', { productId: cream.id, quantity: 3 }),
      row(ada.manufacturerId, 'retailer_opened', { storeId: retailerId }),
      row(ada.manufacturerId, 'directions_asked', { storeId: retailerId }),
      row(bola.manufacturerId, 'store_viewed'),
    ]);
    // The server's time, not the browser's.
    const [first] = await rowsOf([ada.manufacturerId]);
    expect(Math.abs(first!.occurredAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('writes the buffer by itself within a couple of seconds, and takes application/json too', async () => {
    const maker = await manufacturerAccount(app, { brandStoreName: 'Events Timer' });
    const response = await post(batch([{ type: 'store_viewed', at: Date.now(), storeSlug: maker.slug }]), {
      type: 'application/json',
    });
    expect(response.status).toBe(204);
    const deadline = Date.now() + 5_000;
    let stored = 0;
    while (Date.now() < deadline && stored === 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const rows = await app.database.db
        .select({ id: shopEvents.id })
        .from(shopEvents)
        .where(eq(shopEvents.manufacturerId, maker.manufacturerId));
      stored = rows.length;
    }
    expect(stored).toBe(1);
  });

  it('keeps nothing from a browser sending Global Privacy Control or Do Not Track, nor from a bot', async () => {
    const maker = await manufacturerAccount(app, { brandStoreName: 'Events Private' });
    const events = batch([{ type: 'store_viewed', at: Date.now(), storeSlug: maker.slug, landing: true }]);
    for (const headers of [{ 'sec-gpc': '1' }, { dnt: '1' }, { 'user-agent': GOOGLEBOT }] as Record<string, string>[]) {
      const response = await post(events, { headers });
      expect(response.status).toBe(204);
    }
    // Not even read: a private browser's malformed body is not answered 400.
    expect((await post('{not json', { headers: { 'sec-gpc': '1' } })).status).toBe(204);
    expect(await rowsOf([maker.manufacturerId])).toEqual([]);
    // The same batch from an ordinary browser is kept (so the ones above were refused for their headers).
    expect((await post(events, { headers: { 'sec-gpc': '0' } })).status).toBe(204);
    expect(await rowsOf([maker.manufacturerId])).toHaveLength(1);
  });

  it('answers malformed batches 400 (or 413 when too large) with what is wrong, and keeps none of their events', async () => {
    const maker = await manufacturerAccount(app, { brandStoreName: 'Events Malformed' });
    const product = await createProduct(app, maker, { name: 'Malformed Soap' });
    const at = Date.now();
    const good = { type: 'product_viewed', at, productId: product.id } as const;
    const cases: [unknown, string][] = [
      [
        batch([{ ...good, type: 'order_placed' } as never]),
        'events.0: type must be one of store_viewed, product_viewed',
      ],
      [
        batch([{ type: 'search', at, term: 'x'.repeat(101), resultCount: 0 }]),
        'events.0: term must be at most 100 characters',
      ],
      [batch(Array.from({ length: 21 }, () => good)), 'events: at most 20 a request'],
      [batch([good], 'short'), 'visitor must be a random id of 22 to 36 letters, digits, "-" or "_"'],
      [batch([good], newId(), 'has spaces in it, not an id!!'), 'visit must be a random id'],
      [batch([{ ...good, productId: 'not-an-id' }]), 'events.0: productId must be an id'],
      [
        batch([{ type: 'added_to_cart', at, productId: product.id, quantity: 0 }]),
        'events.0: quantity must be at least 1',
      ],
      [
        batch([good, { type: 'product_listed', at, list: 'home', productIds: [product.id] } as never]),
        'events.1: list must be one of',
      ],
      [batch([]), 'events: send at least one'],
      ['{"visitor": ', 'Send the events as JSON.'],
      ['[]', 'Invalid input'],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await messageOf(response)).toContain(message);
    }
    const large = batch([{ type: 'store_viewed', at, storeSlug: maker.slug }]);
    const nineKb = JSON.stringify({ ...large, padding: 'x'.repeat(9 * 1024) });
    const tooLarge = await post(nineKb);
    expect(tooLarge.status).toBe(413);
    expect(await messageOf(tooLarge)).toBe('The request is too large.');
    expect((await post(large, { type: 'application/xml' })).status).toBe(415);
    expect((await fetch(`${app.url}${SHOP_EVENTS_PATH}`)).status).toBe(405);
    expect(await rowsOf([maker.manufacturerId])).toEqual([]);
  });

  it('counts events per network address: 600 a minute, then 429 with Retry-After, other addresses unaffected', async () => {
    const maker = await manufacturerAccount(app, { brandStoreName: 'Events Busy' });
    const twenty = batch(
      Array.from({ length: 20 }, () => ({ type: 'store_viewed', at: Date.now(), storeSlug: maker.slug }) as const),
    );
    const address = freshAddress();
    for (let i = 0; i < 30; i++) expect((await post(twenty, { address })).status).toBe(204);
    const refused = await post(batch([{ type: 'store_viewed', at: Date.now(), storeSlug: maker.slug }]), { address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await messageOf(refused)).toMatch(/^Too many events\. Try again in/);
    expect((await post(twenty, { address: freshAddress() })).status).toBe(204);
    expect(await rowsOf([maker.manufacturerId])).toHaveLength(620);
  });
});

describe('order_placed', () => {
  it('is recorded from each placed order, for its brand, with its total', async () => {
    const ada = await manufacturerAccount(app, { brandStoreName: 'Orders Ada' });
    const bola = await manufacturerAccount(app, { brandStoreName: 'Orders Bola', businessName: 'Bola Orders Ltd' });
    const cream = await createProduct(app, ada, { name: 'Ordered Cream', retailPrice: '2500' });
    const rice = await createProduct(app, bola, { name: 'Ordered Rice', retailPrice: '30000' });
    const shopper = await signUp(app);
    const orders = await placeOrder(app, shopper.token, [
      { productId: cream.id, quantity: 2 },
      { productId: rice.id, quantity: 1 },
    ]);
    const rows = await rowsOf([ada.manufacturerId, bola.manufacturerId]);
    const totalOf = (manufacturerId: string) => orders.find((o) => o.manufacturerId === manufacturerId)!;
    expect(
      rows.map((r) => ({
        brand: r.manufacturerId,
        type: r.type,
        orderId: r.orderId,
        amountKobo: r.amountKobo,
        visitor: r.visitorId,
      })),
    ).toEqual(
      expect.arrayContaining(
        [ada.manufacturerId, bola.manufacturerId].map((brand) => ({
          brand,
          type: 'order_placed',
          orderId: totalOf(brand).id,
          amountKobo: Math.round(totalOf(brand).total * 100),
          visitor: null,
        })),
      ),
    );
    expect(rows).toHaveLength(2);
    expect(totalOf(ada.manufacturerId).total).toBeGreaterThanOrEqual(5000);
  });
});

describe('retention', () => {
  it(`deletes raw events older than ${SHOP_EVENTS_RETENTION_DAYS} days, and only those`, async () => {
    const maker = await manufacturerAccount(app, { brandStoreName: 'Events Old' });
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
    await app.database.db.insert(shopEvents).values(
      [91, 90.01, 89.9, 1].map((days) => ({
        manufacturerId: maker.manufacturerId,
        type: 'store_viewed' as const,
        visitorId: 'old-visitor-0123456789ab',
        visitId: 'old-visit-0123456789abcd',
        occurredAt: daysAgo(days),
      })),
    );
    expect(await app.services.shopEvents.deleteExpired()).toBeGreaterThanOrEqual(2);
    const left = await rowsOf([maker.manufacturerId]);
    expect(left.map((r) => Math.round((Date.now() - r.occurredAt.getTime()) / DAY_MS))).toEqual([90, 1]);
  });
});

describe('stopping', () => {
  it('writes what is buffered when the app stops, and takes nothing after', async () => {
    const maker = await manufacturerAccount(app, { brandStoreName: 'Events Stop' });
    expect((await post(batch([{ type: 'store_viewed', at: Date.now(), storeSlug: maker.slug }]))).status).toBe(204);
    await app.services.shopEvents.stop();
    expect(await rowsOf([maker.manufacturerId])).toHaveLength(1);
    expect((await post(batch([{ type: 'store_viewed', at: Date.now(), storeSlug: maker.slug }]))).status).toBe(204);
    expect(await rowsOf([maker.manufacturerId])).toHaveLength(1);
  });
});
