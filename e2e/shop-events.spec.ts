import type { APIRequestContext, Page, Request } from '@playwright/test';
import { shopEventBatchSchema, type ShopEventBatch } from '@kasuwa/domain';
import { expect, signInBrowser, test } from './fixtures';

/*
 * Issue 12, recording: what a shopper's browser sends to POST /api/events as it browses (read off
 * the wire and checked against the server's own schema), and that a browser asking not to be
 * tracked (Global Privacy Control) sends nothing and keeps no visitor id.
 */

const STORE_NAME = 'Adunni Naturals';
const IKEJA = { latitude: 6.6018, longitude: 3.3515 };

type Store = { id: string; name: string; slug: string };
type Product = { id: string; name: string };

async function gql<T>(request: APIRequestContext, query: string, variables: object = {}): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function demoStore(request: APIRequestContext) {
  const { manufacturers } = await gql<{ manufacturers: Store[] }>(request, '{ manufacturers { id name slug } }');
  const store = manufacturers.find((m) => m.name === STORE_NAME)!;
  const { products, manufacturer } = await gql<{
    products: Product[];
    manufacturer: { stores: { id: string; name: string }[] };
  }>(
    request,
    `query ($slug: String!) {
      products(where: { manufacturer: { slug: { equals: $slug } } }, take: 200) { id name }
      manufacturer(where: { slug: $slug }) { stores(take: 10) { id name } }
    }`,
    { slug: store.slug },
  );
  return { store, products, retailers: manufacturer.stores };
}

/** Every POST to /api/events the page makes, with the server's answer. */
function recordBeacons(page: Page) {
  const sent: { request: Request; batch: ShopEventBatch }[] = [];
  page.context().on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/events') return;
    const parsed = shopEventBatchSchema.safeParse(JSON.parse(request.postData() ?? 'null'));
    expect(parsed.success, parsed.error?.message).toBe(true);
    expect(request.headers()['content-type']).toMatch(/^text\/plain/);
    sent.push({ request, batch: parsed.data! });
  });
  return sent;
}

/** The shopper switches away: the page is hidden, and what is queued goes by sendBeacon. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: `Search products in ${STORE_NAME}` });

/** A store visit: search, a product, a retailer, the details page, Add to Cart. */
async function shop(page: Page, store: Store, product: Product, retailer: { name: string } | undefined) {
  await page.goto(`/${store.slug}`);
  const grid = page.getByRole('list', { name: `${STORE_NAME} products` });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  await searchBox(page).fill('shea');
  await expect(page.getByRole('status').filter({ hasText: '1 product matches "shea"' })).toBeAttached();
  await grid.getByRole('link', { name: product.name }).click();
  await expect(page).toHaveURL(`/product/${product.id}`);
  if (retailer) {
    // Located first: the list is in its final order before a retailer is chosen.
    await expect(page.getByTestId('position-note')).toHaveText(/^Nearest first/);
    const list = page.getByRole('list', { name: `Retailers of ${STORE_NAME}` });
    await list.getByRole('button', { name: new RegExp(`^${retailer.name}`) }).click();
    await expect(list.getByRole('button', { name: new RegExp(`^${retailer.name}`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await page.getByRole('link', { name: 'Buy Online' }).click();
  await expect(page).toHaveURL(`/productdetail/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
}

test.describe('a shopper who allows counting', () => {
  test.use({ geolocation: IKEJA, permissions: ['geolocation'] });

  test('the store visit is sent as events: views, lists, the search, the retailer, directions and the cart', async ({
    page,
    request,
  }) => {
    const { store, products, retailers } = await demoStore(request);
    const shea = products.find((p) => /shea/i.test(p.name))!;
    const retailer = retailers[0];
    expect(retailer, `${STORE_NAME} has retailers in the demo data`).toBeDefined();
    const sent = recordBeacons(page);

    await shop(page, store, shea, retailer);
    const visitor = await page.evaluate(() => localStorage.getItem('visitor'));
    expect(visitor).toMatch(/^[A-Za-z0-9_-]{22,36}$/);
    await hide(page);

    await expect.poll(() => sent.flatMap((s) => s.batch.events).some((e) => e.type === 'added_to_cart')).toBe(true);
    for (const { request: r } of sent) expect((await r.response())?.status()).toBe(204);
    expect(new Set(sent.map((s) => s.batch.visitor))).toEqual(new Set([visitor]));
    expect(new Set(sent.map((s) => s.batch.visit)).size).toBe(1);

    const events = sent.flatMap((s) => s.batch.events);
    const of = <T extends ShopEventBatch['events'][number]['type']>(type: T) =>
      events.filter((e): e is Extract<ShopEventBatch['events'][number], { type: T }> => e.type === type);

    expect(of('store_viewed')).toEqual([expect.objectContaining({ manufacturerId: store.id, landing: true })]);
    const listed = of('product_listed');
    expect(
      listed
        .filter((e) => e.list === 'store')
        .flatMap((e) => e.productIds)
        .sort(),
    ).toEqual(products.map((p) => p.id).sort());
    expect(listed.filter((e) => e.list === 'search')).toEqual([expect.objectContaining({ productIds: [shea.id] })]);
    expect(of('search')).toEqual([
      expect.objectContaining({ term: 'shea', resultCount: 1, manufacturerId: store.id, productIds: [shea.id] }),
    ]);
    // The product page and its details page; neither is the visit's landing.
    expect(of('product_viewed')).toEqual([
      expect.objectContaining({ productId: shea.id }),
      expect.objectContaining({ productId: shea.id }),
    ]);
    expect(of('product_viewed').some((e) => e.landing)).toBe(false);
    expect(of('retailer_opened')).toEqual([expect.objectContaining({ storeId: retailer!.id })]);
    expect(of('directions_asked')).toEqual([expect.objectContaining({ storeId: retailer!.id })]);
    expect(of('added_to_cart')).toEqual([expect.objectContaining({ productId: shea.id, quantity: 1 })]);
  });
});

test('a browser with Global Privacy Control sends nothing and keeps no visitor id', async ({ browser, request }) => {
  const { store, products } = await demoStore(request);
  const shea = products.find((p) => /shea/i.test(p.name))!;
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { 'Sec-GPC': '1' },
  });
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const page = await context.newPage();
  const sent = recordBeacons(page);

  await shop(page, store, shea, undefined);
  expect(await page.evaluate(() => [localStorage.getItem('visitor'), sessionStorage.getItem('visit')])).toEqual([
    null,
    null,
  ]);
  await hide(page);
  // The other browser's events left by now; this one had as long and sent none.
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  await context.close();
});

test("a signed-in shopper's events are accepted too (sent without the session cookie)", async ({ page, request }) => {
  const { store } = await demoStore(request);
  const email = `events-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.ng`;
  const { signUp } = await gql<{ signUp: { token: string; user: { id: string } } }>(
    request,
    'mutation ($input: SignUpManufacturerInput!) { signUp(signUpManufacturerInput: $input) { token user { id } } }',
    { input: { email, name: 'Amaka Eze', password: 'Harmattan@2026', confirmPassword: 'Harmattan@2026' } },
  );
  await signInBrowser(page, { token: signUp.token, userId: signUp.user.id });
  const sent = recordBeacons(page);
  await page.goto(`/${store.slug}`);
  await expect(
    page
      .getByRole('list', { name: `${STORE_NAME} products` })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await hide(page);

  await expect.poll(() => sent.length).toBeGreaterThan(0);
  for (const { request: r } of sent) {
    expect(await r.headerValue('cookie')).toBeNull();
    expect((await r.response())?.status()).toBe(204);
  }
  expect(sent.flatMap((s) => s.batch.events).map((e) => e.type)).toContain('store_viewed');
});
