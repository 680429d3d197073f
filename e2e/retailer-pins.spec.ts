import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { checkAtBothWidths, expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { serveTiles, tilePattern } from './fixtures-data/map-tiles';
import { signInBrowser, signUpUser, signUpWithBusiness, type TestUser } from './fixtures-data/manufacturer-session';
import { saveScreenshot } from './screens';

// Pins on the dashboard's maps (issue 13, item 1): exact spots from the device or the map, refused
// outside Nigeria, and import rows that name no known place placed by hand before they are imported.

// Each journey checks its screens with axe at two widths around a lazily loaded map.
test.describe.configure({ timeout: 60_000 });

const OUTSIDE_NIGERIA = 'The pin must be in Nigeria: move it onto the address';
const LONDON = { latitude: 51.5072, longitude: -0.1276 };
const YABA = { latitude: 6.5095, longitude: 3.3711 };

interface StoredStore {
  name: string;
  location: { latitude: number; longitude: number; precision: string | null };
}

/** The business's retailers as the API stores them. */
async function storedRetailers(request: APIRequestContext, user: TestUser): Promise<StoredStore[]> {
  const response = await request.post('/graphql', {
    data: {
      query: `query($id: String!) {
        stores(where: { manufacturerId: { equals: $id } }) { name location { latitude longitude precision } }
      }`,
      variables: { id: user.manufacturerId },
    },
  });
  const body = (await response.json()) as { data: { stores: StoredStore[] } };
  return body.data.stores;
}

/** "Pinned at 6.50950, 3.37110." under a pin map, as numbers. */
async function pinnedAt(page: Page, testId: string) {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  const match = /Pinned at (-?\d+\.\d+), (-?\d+\.\d+)/.exec(text);
  expect(match, text).not.toBeNull();
  return { latitude: Number(match![1]), longitude: Number(match![2]) };
}

/** A tap up and to the left of the pin (clear of the zoom buttons), which moves the pin there. */
async function tapNorthWest(map: Locator) {
  const box = await map.boundingBox();
  expect(box).not.toBeNull();
  await map.click({ position: { x: box!.width * 0.35, y: box!.height * 0.3 } });
}

const csv = (rows: string[][]) => Buffer.from(rows.map((cells) => cells.join(',')).join('\n'));

test('add retailer: pin on map from the device, refused outside Nigeria, saved as the exact spot', async ({
  page,
  request,
}) => {
  const user = await signUpWithBusiness(request);
  await signInBrowser(page, user);
  await serveTiles(page, await tilePattern(request));
  await page.context().grantPermissions(['geolocation']);
  await page.goto('/dashboard/add-retailer');
  const row = page.getByRole('group', { name: 'Retailer 1' });
  await row.getByRole('textbox', { name: 'Name' }).fill('Ultimate Plaza Chemist');
  // An address that names no place we know: without a pin it would be refused.
  await row.getByRole('combobox', { name: 'Address' }).fill('Shop 5, Ultimate Plaza');
  await row.getByRole('combobox', { name: 'Address' }).press('Escape');
  await row.getByRole('textbox', { name: 'Contact' }).fill('8031234567');

  let adds = 0;
  page.on('request', (r) => {
    if ((r.postData() ?? '').includes('mutation AddMultipleRetailer')) adds += 1;
  });

  // Abroad: the pin is shown with the reason it cannot be used, and nothing is sent.
  await page.context().setGeolocation(LONDON);
  await row.getByRole('button', { name: 'Use my location' }).click();
  await expect(row.getByTestId('shop-pin-error')).toHaveText(OUTSIDE_NIGERIA);
  await page.getByRole('button', { name: 'Save retailers' }).click();
  await expect(row.getByTestId('shop-pin-error')).toHaveText(OUTSIDE_NIGERIA);
  await expect(page).toHaveURL(/\/dashboard\/add-retailer$/);
  expect(adds).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'retailers-add-pin-abroad-phone');

  // At the shop in Yaba: the pin moves there and the message goes.
  await page.context().setGeolocation(YABA);
  await row.getByRole('button', { name: 'Use my location' }).click();
  await expect(row.getByTestId('shop-pin')).toContainText('6.50950, 3.37110');
  await expect(row.getByTestId('shop-pin-error')).toHaveCount(0);
  await expect(row.getByTestId('shop-pin-map').locator('.leaflet-marker-icon')).toHaveCount(1);
  await checkAtBothWidths(page, 'retailers-add-pin');

  await page.getByRole('button', { name: 'Save retailers' }).click();
  await expect(page.getByText('Retailers added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/retailers$/);
  const card = page.getByRole('listitem').filter({ hasText: 'Ultimate Plaza Chemist' });
  await expect(card.getByText('Location: Pinned')).toBeVisible();
  await expect(card.getByRole('link', { name: '0803 123 4567' })).toBeVisible();
  expect(await storedRetailers(request, user)).toEqual([
    { name: 'Ultimate Plaza Chemist', location: { ...YABA, precision: 'PINNED' } },
  ]);
});

test('import: a row naming no known place needs a pin, is placed on the map, and is imported there', async ({
  page,
  request,
}) => {
  const user = await signUpWithBusiness(request);
  await signInBrowser(page, user);
  await serveTiles(page, await tilePattern(request));
  await page.goto('/dashboard/add-retailer-csv');
  await page.getByLabel('Choose a file').setInputFiles({
    name: 'retailers.csv',
    mimeType: 'text/csv',
    buffer: csv([
      ['Name', 'Address', 'Contact'],
      ['Ada Mart', '"23 Herbert Macaulay Way, Yaba"', '0803 000 0001'],
      ['Femi Depot', '"Shop 12, Ultimate Plaza"', '+2348030000002'],
      ['Bisi Stores', '"5 Aminu Kano Crescent, Wuse 2"', '2348030000003'],
    ]),
  });
  const previewRow = (n: number) => page.getByRole('listitem', { name: `Row ${n}`, exact: true });
  await expect(page.getByText('2 ready, 1 needs a pin, 0 need a fix.', { exact: false })).toBeVisible();
  // Rows placed from their text say how exactly; the third waits for a pin.
  await expect(previewRow(2)).toContainText('Ready');
  await expect(previewRow(2).getByText('Location: Area')).toBeVisible();
  await expect(previewRow(3)).toContainText('Needs a pin');
  await expect(page.getByRole('button', { name: 'Import 2 retailers' })).toBeVisible();
  await checkAtBothWidths(page, 'retailers-import-needs-pin');

  await previewRow(3).getByRole('button', { name: 'Place on map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place row 3 on the map' });
  await expect(dialog.getByTestId('shop-pin-map').locator('.leaflet-marker-icon')).toHaveCount(1);
  const before = await pinnedAt(page, 'shop-pin');
  // A tap on the map moves the pin there.
  await tapNorthWest(dialog.getByTestId('shop-pin-map'));
  await expect
    .poll(async () => (await pinnedAt(page, 'shop-pin')).latitude, 'the pin moved north-west')
    .toBeGreaterThan(before.latitude);
  const placed = await pinnedAt(page, 'shop-pin');
  expect(placed.longitude).toBeLessThan(before.longitude);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'retailers-import-place-pin-phone');
  await dialog.getByRole('button', { name: 'Use this pin' }).click();
  await expect(dialog).toBeHidden();
  await expect(previewRow(3)).toContainText('Ready');
  await expect(previewRow(3).getByText('Location: Pinned')).toBeVisible();
  await expect(page.getByText('3 ready, 0 need a fix.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Import 3 retailers' }).click();
  await expect(page.getByText('Retailers added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/retailers$/);
  await expect(page.getByRole('list', { name: 'Retailers' }).getByRole('listitem')).toHaveCount(3);
  const stored = await storedRetailers(request, user);
  const femi = stored.find((store) => store.name === 'Femi Depot');
  expect(femi?.location.precision).toBe('PINNED');
  expect(femi?.location.latitude).toBeCloseTo(placed.latitude, 5);
  expect(femi?.location.longitude).toBeCloseTo(placed.longitude, 5);
  expect(stored.find((store) => store.name === 'Bisi Stores')?.location.precision).toBe('AREA');
});

test('business form: pin on map is sent with the address; a pin abroad is refused with a message', async ({
  page,
  request,
}) => {
  const user = await signUpUser(request);
  await signInBrowser(page, user);
  await serveTiles(page, await tilePattern(request));
  await page.context().grantPermissions(['geolocation']);
  await page.goto('/dashboard/add-business');
  await page.getByRole('textbox', { name: 'Business name' }).fill('Okafor Foods Ltd');
  const brand = `Okafor Pinned ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Brand store name' }).fill(brand);
  await page.getByRole('combobox', { name: 'Business address' }).fill('Plot 7, Factory Road, Trans Amadi');
  await page.getByRole('combobox', { name: 'Business address' }).press('Escape');
  await page.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Consumer Goods' });
  await page.locator('label').filter({ hasText: 'Food & Beverages' }).click();

  await page.context().setGeolocation({ latitude: 6.3703, longitude: 2.3912 }); // Cotonou, Benin
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByTestId('business-pin-error')).toHaveText(OUTSIDE_NIGERIA);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('business-pin-error')).toHaveText(OUTSIDE_NIGERIA);
  await expect(page.getByText('Your business has been created successfully.')).toHaveCount(0);

  // "Remove pin", then "Pin on map" puts one on the map to drag, and a tap moves it.
  await page.getByRole('button', { name: 'Remove pin' }).click();
  await expect(page.getByTestId('business-pin-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pin on map' }).click();
  await expect(page.getByTestId('business-pin-map').locator('.leaflet-marker-icon')).toHaveCount(1);
  await tapNorthWest(page.getByTestId('business-pin-map'));
  await expect(page.getByTestId('business-pin')).not.toContainText('6.52440, 3.37920');
  const pin = await pinnedAt(page, 'business-pin');
  await checkAtBothWidths(page, 'business-add-pin');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your business has been created successfully.')).toBeVisible();
  const response = await request.post('/graphql', {
    data: {
      query: `query($slug: String!) { manufacturer(where: { slug: $slug }) { location { latitude longitude precision } } }`,
      variables: { slug: brand.toLowerCase().replace(/\s+/g, '-') },
    },
  });
  const body = (await response.json()) as {
    data: { manufacturer: { location: { latitude: number; longitude: number; precision: string } } };
  };
  expect(body.data.manufacturer.location.precision).toBe('PINNED');
  expect(body.data.manufacturer.location.latitude).toBeCloseTo(pin.latitude, 5);
  expect(body.data.manufacturer.location.longitude).toBeCloseTo(pin.longitude, 5);
});

test('editing a business: a pin placed and not saved is an unsaved change; saved, it is not', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const user = await signUpWithBusiness(request);
  await signInBrowser(page, user);
  await serveTiles(page, await tilePattern(request));
  await page.goto('/dashboard/business');
  await page.getByRole('button', { name: 'Pin on map' }).click();
  await tapNorthWest(page.getByTestId('business-pin-map'));

  const myProducts = page.getByRole('link', { name: 'My Products' }).first();
  await myProducts.click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/business$/);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your business has been updated.')).toBeVisible();
  await myProducts.click();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
  await expect(ask).toHaveCount(0);
});
