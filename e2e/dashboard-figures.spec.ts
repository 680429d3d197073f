import type { Page, Request } from '@playwright/test';
import { checkAtBothWidths } from './a11y';
import { expect, signInBrowser, test } from './fixtures';
import { createOwner, createProduct, graphql, type Owner } from './fixtures-data/dashboard-owner';
import { addRetailers } from './fixtures-data/manufacturer-session';
import { serveTiles, tilePattern } from './fixtures-data/map-tiles';
import { DESKTOP, PHONE } from './screens';

/*
 * Issue 12, done when: after a shopper's session through the real screens (the store, two
 * searches, a product, Add to Cart, an order paid on delivery), the maker's dashboard shows the
 * figures it made, each against the week before, a chart of the chosen figure, a map with the
 * retailers and the delivery area, and the lists to act on. A fresh store, so every figure is known.
 */

const PRODUCT = 'Zobo Hibiscus Drink 1 L';
const IKEJA = { latitude: 6.6018, longitude: 3.3515 };
const SURULERE = { latitude: 6.4969, longitude: 3.3603 };
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function storeName(request: Parameters<typeof createOwner>[0], owner: Owner) {
  const { manufacturer } = await graphql<{ manufacturer: { name: string } }>(
    request,
    'query ($id: String) { manufacturer(where: { id: $id }) { name } }',
    { id: owner.manufacturerId },
  );
  return manufacturer.name;
}

/** Every batch the page sends to POST /api/events, so the test can wait until the server has them. */
function watchEvents(page: Page) {
  const sent: Request[] = [];
  page.context().on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/events') sent.push(request);
  });
  return {
    /** The events sent so far, by type. */
    types: () =>
      sent.flatMap((r) =>
        (JSON.parse(r.postData() ?? '{}') as { events: { type: string }[] }).events.map((e) => e.type),
      ),
    /** Every batch sent so far was answered 204. */
    allAnswered: async () =>
      (await Promise.all(sent.map(async (r) => (await r.response())?.status()))).every((s) => s === 204),
  };
}

/** The shopper switches away: the page is hidden, and what is queued goes by sendBeacon. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('after a shopper visits, searches, views, adds to cart and orders, the dashboard shows it all', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await createOwner(request);
  const productId = await createProduct(request, owner, PRODUCT);
  await addRetailers(request, { token: owner.token, userId: owner.userId, manufacturerId: owner.manufacturerId! }, [
    'Mama Nkechi Stores',
    'Balogun Superstore',
  ]);
  const name = await storeName(request, owner);
  const shopperAccount = await createOwner(request, { withBusiness: false });
  const tiles = await tilePattern(request);

  // The shopper: a browser of its own, signed in, landing on the store.
  const shopperContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: PHONE,
    geolocation: IKEJA,
    permissions: ['geolocation'],
    // Headless Chromium calls itself HeadlessChrome, which the server ignores as a bot: a phone's browser.
    userAgent: ANDROID_CHROME,
  });
  const shopper = await shopperContext.newPage();
  const events = watchEvents(shopper);
  await signInBrowser(shopper, shopperAccount);
  await serveTiles(shopper, tiles);
  await shopper.goto(`/${owner.slug}`);
  const grid = shopper.getByRole('list', { name: `${name} products` });
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  const search = shopper.getByRole('searchbox', { name: `Search products in ${name}` });
  await search.fill('palm wine');
  await expect(shopper.getByText('No products match "palm wine"')).toBeVisible();
  await search.fill('zobo');
  await expect(shopper.getByRole('status').filter({ hasText: '1 product matches "zobo"' })).toBeAttached();
  await grid.getByRole('link', { name: PRODUCT }).click();
  await expect(shopper).toHaveURL(`/product/${productId}`);
  // Directions to a retailer: located first, so the list is in its final order.
  await expect(shopper.getByTestId('position-note')).toHaveText(/^Nearest first/);
  const retailers = shopper.getByRole('list', { name: `Retailers of ${name}` });
  await retailers.getByRole('button', { name: /^Mama Nkechi Stores/ }).click();
  await expect(retailers.getByRole('button', { name: /^Mama Nkechi Stores/ })).toHaveAttribute('aria-pressed', 'true');
  await shopper.getByRole('link', { name: 'Buy Online' }).click();
  await shopper.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shopper.getByText('Added to cart')).toBeVisible();
  // Through the app's own link, not a page load: the whole visit stays one page, its events queued in it.
  await shopper
    .getByRole('link', { name: /^Cart, 1 item/ })
    .first()
    .click();
  await shopper.getByRole('button', { name: 'Checkout' }).click();
  await expect(shopper).toHaveURL('/checkout');
  await shopper.getByRole('combobox', { name: 'Address' }).fill('Surulere');
  await shopper.getByRole('option', { name: 'Surulere, Lagos' }).click();
  // The delivery spot, pinned where the browser says the shopper now is (the order's area on the map).
  await shopperContext.setGeolocation(SURULERE);
  await shopper.getByRole('button', { name: 'Use my location' }).click();
  await expect(shopper.getByTestId('delivery-pin')).toContainText('6.49690, 3.36030');
  await shopper.getByLabel('Phone number').fill('0803 123 4567');
  await expect(shopper.getByRole('radio', { name: /Pay on delivery/ })).toBeChecked();
  await shopper.getByRole('button', { name: /Place order/ }).click();
  await expect(shopper).toHaveURL(/\/checkout\/placed\?orders=KSW-/);
  await hide(shopper);
  await expect
    .poll(events.types)
    .toEqual(expect.arrayContaining(['store_viewed', 'search', 'product_viewed', 'directions_asked', 'added_to_cart']));
  await expect.poll(events.allAnswered).toBe(true);
  await shopperContext.close();
  // The server keeps what it is sent in a buffer written every second: wait until it is counted.
  await expect
    .poll(async () => {
      const { dashboardStats } = await graphql<{ dashboardStats: object }>(
        request,
        'query ($id: String!) { dashboardStats(manufacturerId: $id, period: WEEKLY) { searches landingViews } }',
        { id: owner.manufacturerId },
        owner.token,
      );
      return dashboardStats;
    })
    .toEqual({ searches: 2, landingViews: 1 });

  // The maker.
  await signInBrowser(page, owner);
  await serveTiles(page, tiles);
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard/main');
  const card = (label: string) =>
    page.locator('li').filter({ has: page.getByRole('heading', { level: 3, name: label, exact: true }) });
  const value = (label: string) => card(label).getByTestId('figure-value');
  await expect(value('Revenue')).toHaveText('₦1,250');
  await expect(value('Orders')).toHaveText('1');
  await expect(value('Reach')).toHaveText('1');
  await expect(value('Searches')).toHaveText('2');
  await expect(value('Landing page views')).toHaveText('1');
  // A first visit: no one came back.
  await expect(value('Returning users')).toHaveText('0');
  await expect(card('Returning users')).toContainText('unchanged');
  await expect(card('Revenue')).toContainText('new');
  await expect(card('Orders').getByText('New: none in the previous 7 days')).toBeAttached();

  // What a figure counts: the (i) opens it by click, and Escape closes it.
  const about = page.getByRole('button', { name: 'What Revenue counts' });
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await expect(card('Revenue').getByRole('status')).toContainText('not cancelled since');
  await page.keyboard.press('Escape');
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await expect(card('Revenue').getByText(/not cancelled/)).toHaveCount(0);

  // The chart: revenue first, a card's click chooses another figure; its table for screen readers.
  await expect(page.getByRole('button', { name: 'Show Revenue on the chart' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Revenue per day' })).toBeVisible();
  await expect(page.getByTestId('figure-chart').locator('canvas').first()).toBeVisible();
  await page.getByRole('button', { name: 'Show Orders on the chart' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Orders per day' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show Orders on the chart' })).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: /^Orders per day/ });
  await expect(table.getByRole('row')).toHaveCount(8);
  await expect(table.getByRole('cell', { name: '1', exact: true })).toHaveCount(1);

  // The map: both retailers as pins and the order's delivery area as a circle.
  const map = page.getByTestId('map-frame');
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(2);
  await expect(map.locator('path.delivery-area')).toHaveCount(1);
  await expect(page.getByRole('listitem').filter({ hasText: /: 1 order$/ })).toHaveCount(1);

  // The lists.
  const list = (title: string) => page.getByRole('region', { name: title });
  await expect(list('Top products')).toContainText(PRODUCT);
  await expect(list('Top products')).toContainText('1 add to cart');
  await expect(list('Top search terms')).toContainText('“zobo”');
  await expect(list('Searches that found nothing')).toContainText('“palm wine”');
  await expect(list('Retailers most asked for directions')).toContainText('Mama Nkechi Stores');
  await expect(page.getByRole('link', { name: 'View my store' })).toHaveAttribute('href', `/${owner.slug}`);

  await checkAtBothWidths(page, 'dashboard-figures');
});
