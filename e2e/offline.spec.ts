import type { Page, Response } from '@playwright/test';
import { checkAtBothWidths } from './a11y';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screens';

// Issue 14, installable: the manifest and its icons, the service worker at the root, and the app
// opened again offline showing what the shopper saw last, with the cart still working. The rest of
// the suite blocks service workers (playwright.config: page.route() cannot see what a worker
// answers); these tests run with it.
test.use({ serviceWorkers: 'allow' });

const STORE_NAME = 'Adunni Naturals';
const OFFLINE_NOTE = "You're offline. Showing the stores and products you saw last; your cart still works.";

/** Width and height from a PNG's header (IHDR), read here rather than trusted from the manifest. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the service worker controls the page (it claims open pages once activated). */
async function workerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

const graphqlAnswer = (page: Page, operation: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      new RegExp(`\\bquery ${operation}\\b`).test(response.request().postData() ?? ''),
  );

/** An answer the worker gave from what it kept: it alone sets this header, and only when the network failed. */
async function expectKeptAnswer(response: Response) {
  expect(response.fromServiceWorker()).toBe(true);
  expect(Number(await response.headerValue('x-kasuwa-saved-at'))).toBeGreaterThan(Date.now() - 10 * 60_000);
}

test('the manifest is valid, served with its type, and names icons that exist at their sizes', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Kasuwa',
    short_name: 'Kasuwa',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: await page.locator('meta[name="theme-color"]').getAttribute('content'),
    background_color: '#ffffff',
  });
  const purposes = new Set<string>();
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe(icon.type);
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body())).toEqual({ width, height });
    purposes.add(`${icon.purpose} ${icon.sizes}`);
  }
  // What Chrome asks of an installable app: 192 and 512 px icons; Android's launchers want a maskable one.
  expect([...purposes].sort()).toEqual(['any 192x192', 'any 512x512', 'maskable 512x512']);

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/^application\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('after a visit with the worker in control, the app opens offline on the last store, with a note, and home lists the stores', async ({
  context,
  page,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await workerInControl(page);
  // The first visit: home and a store, read through the worker.
  await page.reload();
  await page
    .getByRole('list', { name: 'Brand stores' })
    .getByRole('link', { name: new RegExp(STORE_NAME) })
    .click();
  const grid = page.getByRole('list', { name: `${STORE_NAME} products` });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  const productCount = await grid.getByRole('listitem').count();
  const storePath = new URL(page.url()).pathname;
  await expect(page.getByTestId('offline-note')).toHaveCount(0);

  await context.setOffline(true);
  const storeAnswer = graphqlAnswer(page, 'Store');
  await page.reload();
  await expectKeptAnswer(await storeAnswer);
  await expect(page).toHaveURL(storePath);
  await expect(page.getByRole('heading', { name: STORE_NAME }).first()).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(productCount);
  await expect(page.getByTestId('offline-note')).toHaveText(OFFLINE_NOTE);
  await checkAtBothWidths(page, 'offline-store');
  await page.setViewportSize({ width: 360, height: 740 });
  await saveScreenshot(page, 'offline-store-360');
  await page.setViewportSize({ width: 390, height: 844 });

  // Home too, from its kept answer.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().click();
  await expect(
    page.getByRole('list', { name: 'Brand stores' }).getByRole('link', { name: new RegExp(STORE_NAME) }),
  ).toBeVisible();
  await expect(page.getByTestId('offline-note')).toBeVisible();

  // Back online: the note goes.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Brand stores' })).toBeVisible();
  await expect(page.getByTestId('offline-note')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the cart works offline: a product seen before is added, its quantity changed, and the cart checks prices once online', async ({
  context,
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto(`/`);
  await workerInControl(page);
  await page
    .getByRole('list', { name: 'Brand stores' })
    .getByRole('link', { name: new RegExp(STORE_NAME) })
    .click();
  const card = page
    .getByRole('list', { name: `${STORE_NAME} products` })
    .getByRole('listitem')
    .first();
  const productName = (await card.getByRole('heading').textContent())!.trim();
  const productId = (await card.getByRole('link', { name: productName }).getAttribute('href'))!.split('/').pop();
  // The product's page with Add to Cart, seen once online.
  const productPath = `/productdetail/${productId}`;
  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 2, name: productName })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(productPath);
  await expect(page.getByRole('heading', { level: 2, name: productName })).toBeVisible();
  await expect(page.getByTestId('offline-note')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // The note pushes the header down, and the toast with it: the header's bag stays clear to tap.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' });
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  const header = (await page.getByRole('banner').boundingBox())!;
  await expect.poll(async () => (await toast.boundingBox())?.y).toBeGreaterThanOrEqual(header.y + header.height);
  await page.getByRole('link', { name: 'Cart, 1 item' }).first().click();
  await expect(page).toHaveURL('/cart');
  const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name: productName, exact: true });
  await expect(line).toBeVisible();
  await line.getByRole('button', { name: `Increase quantity of ${productName}` }).click();
  await expect(line.getByTestId('line-quantity')).toHaveText('2');
  await expect(
    page.getByText("We couldn't check prices and stock just now. Check your connection and try again."),
  ).toBeVisible();
  await checkAtBothWidths(page, 'offline-cart');
  await page.setViewportSize({ width: 360, height: 740 });
  await saveScreenshot(page, 'offline-cart-360');
  await page.setViewportSize({ width: 390, height: 844 });

  // Kept across a reload offline, and priced by the server once the connection is back.
  await page.reload();
  await expect(line.getByTestId('line-quantity')).toHaveText('2');
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId('offline-note')).toHaveCount(0);
  await expect(line.getByTestId('line-quantity')).toHaveText('2');
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
});
