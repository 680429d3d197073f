import type { APIRequestContext, Page, Route } from '@playwright/test';
import { formatDistance, formatDuration, haversineKm, type LatLng } from '@kasuwa/domain';
import { checkAtBothWidths } from './a11y';
import { expect, test } from './fixtures';
import { serveTiles, tilePattern } from './fixtures-data/map-tiles';
import { saveScreenshot } from './screens';
import { DEMO_PRODUCTS } from './fixtures-data/demo-stores';

// Near Ikeja, Lagos: the shopper's position when the browser may share it.
const IKEJA: LatLng = { latitude: 6.6018, longitude: 3.3515 };
const MAP_HEIGHT = 551;
// The API's estimate (apps/api/src/modules/routing): the straight line x 1.3 at 30 km/h.
const ROAD_DETOUR_FACTOR = 1.3;
const ESTIMATE_SPEED_KMH = 30;

interface ApiStore {
  id: string;
  name: string;
  contact: string;
  location: LatLng & { fullAddress: string };
}
interface ApiProduct {
  id: string;
  name: string;
  imageUrl: string;
  manufacturer: { name: string; slug: string; stores: ApiStore[] };
}

async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** A demo product whose brand has several retailers. */
async function productWithRetailers(request: APIRequestContext): Promise<ApiProduct> {
  const { products } = await graphql<{ products: ApiProduct[] }>(
    request,
    `
      query ($where: ProductWhereInput) {
        products(take: 100, where: $where) {
          id
          name
          imageUrl
          manufacturer {
            name
            slug
            # Bounded (the demo brands have 3 or 4): the API's cost limit counts products times retailers.
            stores(take: 10) {
              id
              name
              contact
              location {
                fullAddress
                latitude
                longitude
              }
            }
          }
        }
      }
    `,
    { where: DEMO_PRODUCTS },
  );
  // The same product on every run (the demo products share one creation time, so the API's order
  // among them varies): most retailers first, then by name; retailers at one spot would hide each
  // other's pins.
  const apart = (stores: ApiStore[]) =>
    new Set(stores.map(({ location }) => `${location.latitude},${location.longitude}`)).size === stores.length;
  const [product] = products
    .filter((p) => p.manufacturer.stores.length >= 3 && apart(p.manufacturer.stores))
    .sort((a, b) => b.manufacturer.stores.length - a.manufacturer.stores.length || a.name.localeCompare(b.name));
  expect(product, 'the demo data has a brand with 3+ retailers').toBeDefined();
  return product!;
}

const whereToBuy = (page: Page) => page.getByRole('region', { name: 'Where to buy' });
const map = (page: Page) => page.locator('.leaflet-container');
const markers = (page: Page) => page.locator('.leaflet-marker-icon');
const listItems = (page: Page, brand: string) =>
  page.getByRole('list', { name: `Retailers of ${brand}` }).getByRole('listitem');

function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('with the shopper’s location', () => {
  test.use({ geolocation: IKEJA, permissions: ['geolocation'] });

  test('retailers on the map and in a list, nearest first, with distance, driving time and route', async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    const product = await productWithRetailers(request);
    const brand = product.manufacturer;
    await serveTiles(page, await tilePattern(request));
    await page.goto(`/product/${product.id}`);

    // One pin per retailer of this brand, each named; the shopper as a dot.
    await expect(markers(page)).toHaveCount(brand.stores.length);
    for (const store of brand.stores) await expect(map(page).getByRole('button', { name: store.name })).toBeVisible();
    await expect(page.locator('path.shopper-dot')).toHaveCount(1);
    expect((await map(page).boundingBox())?.height).toBe(MAP_HEIGHT);

    // The list: nearest first by the haversine distance, in m under 1 km, else km with one decimal.
    const expected = brand.stores
      .map((store) => ({ store, km: haversineKm(IKEJA, store.location) }))
      .sort((a, b) => a.km - b.km);
    const items = listItems(page, brand.name);
    await expect(items).toHaveCount(expected.length);
    await expect(items.getByRole('button')).toHaveText(expected.map(({ store }) => new RegExp(`^${store.name}`)));
    await expect(items.getByTestId('distance')).toHaveText(expected.map(({ km }) => formatDistance(km)));
    for (const text of await items.getByTestId('distance').allTextContents())
      expect(text).toMatch(/^\d+ m$|^\d+\.\d km$/);
    await expect(page.getByTestId('position-note')).toHaveText(
      'Nearest first, measured in a straight line from where you are.',
    );
    await expect(page.locator('path.driving-route')).toHaveCount(0);
    await checkAtBothWidths(page, 'store-locator-located');

    // A pin click (all pins are in sight in the first view) opens the retailer's details and selects it in the list.
    const farthest = expected.at(-1)!;
    // The popup of one retailer: another's may still be fading out (Leaflet removes it 200 ms later).
    const popupOf = (name: string) => page.locator('.leaflet-popup').filter({ hasText: name });
    await map(page).getByRole('button', { name: farthest.store.name }).click();
    await expect(popupOf(farthest.store.name).getByText(farthest.store.name, { exact: true })).toBeVisible();
    await expect(popupOf(farthest.store.name).getByTestId('distance')).toHaveText(formatDistance(farthest.km));
    await expect(popupOf(farthest.store.name).getByTestId('driving-time')).toHaveText(/^About .+ by car \(estimate\)$/);
    await expect(items.last().getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await expect(items.last().getByTestId('driving-time')).toHaveText(/^About .+ by car \(estimate\)$/);
    await expect(page.locator('path.driving-route')).toHaveCount(1);

    // Choosing the nearest in the list: its pin is highlighted, its details open, its route is drawn.
    const nearest = expected[0]!;
    const estimateSeconds = Math.round(((nearest.km * ROAD_DETOUR_FACTOR) / ESTIMATE_SPEED_KMH) * 3600);
    const timeText = `About ${formatDuration(estimateSeconds)} by car (estimate)`;
    const first = items.first();
    await first.getByRole('button').click();
    await expect(first.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await expect(first.getByTestId('driving-time')).toHaveText(timeText);
    await expect(
      first.getByText('Estimated from the straight-line distance; the road route may differ.'),
    ).toBeVisible();
    await expect(items.last().getByRole('button')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('path.driving-route')).toHaveCount(1);
    const popup = popupOf(nearest.store.name);
    await expect(popup.getByText(nearest.store.name, { exact: true })).toBeVisible();
    await expect(popup.getByText(nearest.store.location.fullAddress)).toBeVisible();
    await expect(popup.getByTestId('distance')).toHaveText(formatDistance(nearest.km));
    await expect(popup.getByTestId('driving-time')).toHaveText(timeText);
    await expect(page.locator('.leaflet-popup')).toHaveCount(1);
    await expect(
      popup.getByRole('link', { name: `Call ${nearest.store.name} on ${nearest.store.contact}` }),
    ).toHaveAttribute('href', /^tel:\+?\d+$/);
    // The highlighted pin is the larger one.
    await expect(map(page).getByRole('button', { name: nearest.store.name }).locator('svg')).toHaveAttribute(
      'width',
      '36',
    );
    await expect(map(page).getByRole('button', { name: farthest.store.name }).locator('svg')).toHaveAttribute(
      'width',
      '28',
    );
    await checkAtBothWidths(page, 'store-locator-selected');

    // Closing the popup deselects the retailer; the route goes with it.
    await popup.getByRole('button', { name: 'Close popup' }).click();
    await expect(first.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('path.driving-route')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('without the shopper’s location', () => {
  test.use({ permissions: [] });

  test('explains why distances are hidden, lists by name, and the map still works', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const product = await productWithRetailers(request);
    const brand = product.manufacturer;
    await serveTiles(page, await tilePattern(request));
    await page.goto(`/product/${product.id}`);

    await expect(page.getByTestId('position-note')).toHaveText(
      'Allow location access to see how far each retailer is.',
    );
    await expect(markers(page)).toHaveCount(brand.stores.length);
    await expect(page.locator('path.shopper-dot')).toHaveCount(0);
    const items = listItems(page, brand.name);
    const byName = [...brand.stores].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    await expect(items.getByRole('button')).toHaveText(byName.map((s) => new RegExp(`^${s.name}`)));
    await expect(page.getByTestId('distance')).toHaveCount(0);
    await checkAtBothWidths(page, 'store-locator-denied');

    await map(page).getByRole('button', { name: byName[0]!.name }).click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByText(byName[0]!.name, { exact: true })).toBeVisible();
    await expect(popup.getByRole('link', { name: `Call ${byName[0]!.name} on ${byName[0]!.contact}` })).toBeVisible();
    await expect(page.getByTestId('distance')).toHaveCount(0);
    await expect(page.getByTestId('driving-time')).toHaveCount(0);
    await expect(items.first().getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    expect(errors).toEqual([]);
  });
});

test('"Error loading locations: {message}" when the retailers cannot be loaded, and Try again recovers', async ({
  page,
  request,
}) => {
  const product = await productWithRetailers(request);
  await serveTiles(page, await tilePattern(request));
  let failing = true;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string; query?: string };
    if (failing && body.query?.includes('query GetStoreLocations')) {
      await route.fulfill({ json: { errors: [{ message: 'The locations service is down' }] } });
    } else {
      await route.continue();
    }
  });
  await page.goto(`/product/${product.id}`);
  const alert = whereToBuy(page).getByRole('alert');
  await expect(alert).toContainText('Error loading locations: The locations service is down');
  await expect(page.getByRole('link', { name: 'Buy Online' })).toBeVisible();
  await checkAtBothWidths(page, 'store-locator-error');

  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(markers(page)).toHaveCount(product.manufacturer.stores.length);
});

test('a brand without retailers says so and keeps Buy Online', async ({ page, request }) => {
  const email = `no-retailers-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Makerbrand@2026';
  const { signUp } = await graphql<{ signUp: { token: string } }>(
    request,
    'mutation($input: SignUpManufacturerInput!) { signUp(signUpManufacturerInput: $input) { token } }',
    { input: { email, name: 'Ada Maker', password, confirmPassword: password, image: 'placeholder' } },
  );
  const { createManufacturer } = await graphql<{ createManufacturer: { id: string } }>(
    request,
    'mutation($input: CreateManufacturerInput!) { createManufacturer(createManufacturerInput: $input) { id } }',
    {
      input: {
        businessName: 'Lone Soap Works Ltd',
        brandStoreName: `Lone Soap ${Date.now()}`,
        fullAddress: '12 Allen Avenue, Ikeja, Lagos',
        industry: 'CONSUMER_GOODS',
        productCategory: ['personalCare'],
      },
    },
    signUp.token,
  );
  const { createProduct } = await graphql<{ createProduct: { id: string } }>(
    request,
    'mutation($input: CreateProductInput!) { createProduct(createProductInput: $input) { id } }',
    {
      input: {
        name: 'Lone Bar Soap',
        description: 'A bar soap sold online only.',
        retailPrice: 900,
        quantity: 10,
        batchNumber: 1,
        barCode: '1234567890123',
        manufactureDate: '2026-01-01T00:00:00.000Z',
        expiryDate: '2028-01-01T00:00:00.000Z',
        imageUrl: (await productWithRetailers(request)).imageUrl,
        manufacturerId: createManufacturer.id,
      },
    },
    signUp.token,
  );

  await page.goto(`/product/${createProduct.id}`);
  await expect(whereToBuy(page).getByText('This brand has not listed any retailers yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy Online' })).toBeVisible();
  await expect(map(page)).toHaveCount(0);
  await checkAtBothWidths(page, 'store-locator-no-retailers');
});

test.describe('when the map cannot load', () => {
  test.use({ permissions: [] });

  test('"Failed to load the map" when every tile fails; Retry rebuilds it, a second failure offers a reload', async ({
    page,
    request,
  }) => {
    const product = await productWithRetailers(request);
    const tiles = await tilePattern(request);
    await page.route(tiles, (route) => route.abort());
    await page.goto(`/product/${product.id}`);

    const alert = whereToBuy(page).getByRole('alert');
    await expect(alert.getByText('Failed to load the map')).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Reload page' })).toHaveCount(0);
    // The list stays usable below.
    await expect(listItems(page, product.manufacturer.name)).toHaveCount(product.manufacturer.stores.length);
    await checkAtBothWidths(page, 'store-locator-map-failed');

    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await saveScreenshot(page, 'store-locator-map-failed-again-phone');

    await page.unroute(tiles);
    await serveTiles(page, tiles);
    const url = page.url();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(markers(page)).toHaveCount(product.manufacturer.stores.length);
    await expect(page.getByText('Failed to load the map')).toHaveCount(0);
    expect(page.url()).toBe(url);
  });

  test('a retailer chosen in the list stays chosen when the map fails to load after', async ({ page, request }) => {
    const product = await productWithRetailers(request);
    const brand = product.manufacturer;
    const tiles = await tilePattern(request);
    const held: Route[] = [];
    let failing = false;
    await page.route(tiles, (route) => (failing ? route.abort() : void held.push(route)));
    await page.goto(`/product/${product.id}`);
    await expect(markers(page)).toHaveCount(brand.stores.length);

    const store = brand.stores[0]!;
    const choice = page
      .getByRole('list', { name: `Retailers of ${brand.name}` })
      .getByRole('button', { name: new RegExp(`^${store.name}`) });
    await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    await expect(map(page).locator('.leaflet-popup')).toContainText(store.name);

    // The tiles fail only now: the map gives way to its error, taking the open popup with it.
    failing = true;
    await Promise.all(held.splice(0).map((route) => route.abort()));
    await expect(whereToBuy(page).getByRole('alert').getByText('Failed to load the map')).toBeVisible();
    await expect(map(page)).toHaveCount(0);
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
  });

  test('"Failed to load the map" when the map code cannot be downloaded; Retry loads it without a reload', async ({
    page,
    request,
  }) => {
    const product = await productWithRetailers(request);
    await serveTiles(page, await tilePattern(request));
    const mapChunk = /\/assets\/store-map-[^/]+\.js$/;
    await page.route(mapChunk, (route) => route.abort());
    await page.goto(`/product/${product.id}`);

    const alert = whereToBuy(page).getByRole('alert');
    await expect(alert.getByText('Failed to load the map')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await page.unroute(mapChunk);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(markers(page)).toHaveCount(product.manufacturer.stores.length);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });
});
