import type { APIRequestContext, Page } from '@playwright/test';
import { categoryLabel } from '@kasuwa/domain';
import { checkAtBothWidths } from './a11y';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE } from './screens';
import { serveTiles, tilePattern } from './fixtures-data/map-tiles';
import { DEMO_PRODUCTS } from './fixtures-data/demo-stores';

interface ApiProduct {
  id: string;
  name: string;
  category: string | null;
  retailPrice: number;
  batchQuantity: number | null;
  createdAt: string;
  manufacturer: { name: string; slug: string; stores: { name: string; contact: string }[] };
}

// A brand's retailers are bounded (the demo brands have 3 or 4): the API's cost limit counts
// every product times every retailer it may list.
const PRODUCT_FIELDS =
  'id name category retailPrice batchQuantity createdAt manufacturer { name slug stores(take: 10) { name contact } }';

async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

const listProducts = async (request: APIRequestContext, where: Record<string, unknown> = {}, take = 200) =>
  (
    await graphql<{ products: ApiProduct[] }>(
      request,
      `query($where: ProductWhereInput, $take: Int) { products(where: $where, take: $take) { ${PRODUCT_FIELDS} } }`,
      { where, take },
    )
  ).products;

/** A product with retailers whose category has at least 5 products, so the detail page shows 4 related ones. */
async function productWithRelated(request: APIRequestContext): Promise<ApiProduct> {
  const products = await listProducts(request, DEMO_PRODUCTS);
  const perCategory = new Map<string, number>();
  for (const p of products) if (p.category) perCategory.set(p.category, (perCategory.get(p.category) ?? 0) + 1);
  const product = products.find(
    // A demo product with every fact filled in (other tests add products without a batch quantity).
    (p) =>
      p.category &&
      p.batchQuantity != null &&
      (perCategory.get(p.category) ?? 0) >= 5 &&
      p.manufacturer.stores.length > 0,
  );
  expect(product, 'the demo data has a category with 5+ products').toBeDefined();
  return product!;
}

const naira = (amount: number) => `₦${new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 }).format(amount)}`;
const dayMonthYear = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  }).format(new Date(iso));

/** Fails the test on any uncaught page error. */
function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const fact = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

test('the product page shows its facts, where to buy it, and Buy Online opens the details', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const product = await productWithRelated(request);
  await serveTiles(page, await tilePattern(request));
  await page.goto(`/product/${product.id}`);

  await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
  await expect(page.getByText(naira(product.retailPrice)).first()).toBeVisible();
  await expect(fact(page, 'Category')).toHaveText(categoryLabel(product.category!));
  await expect(fact(page, 'Batch Quantity')).toHaveText(String(product.batchQuantity));
  await expect(fact(page, 'Created')).toHaveText(dayMonthYear(product.createdAt));
  await expect(page.getByRole('link', { name: product.manufacturer.name })).toHaveAttribute(
    'href',
    `/${product.manufacturer.slug}`,
  );

  const whereToBuy = page.getByRole('region', { name: 'Where to buy' });
  await expect(whereToBuy.getByRole('heading', { name: 'Where to buy' })).toBeVisible();
  for (const store of product.manufacturer.stores) {
    await expect(whereToBuy.getByText(store.name, { exact: true })).toBeVisible();
    await expect(whereToBuy.getByRole('link', { name: `Call ${store.name} on ${store.contact}` })).toHaveAttribute(
      'href',
      /^tel:\+?\d+$/,
    );
  }
  await checkAtBothWidths(page, 'product-page');
  await page.setViewportSize(DESKTOP);
  expect(await whereToBuy.getByTestId('map-frame').evaluate((el) => el.clientHeight)).toBe(551);
  await page.setViewportSize(PHONE);

  await page.getByRole('link', { name: 'Buy Online' }).click();
  await expect(page).toHaveURL(`/productdetail/${product.id}`);
  expect(errors).toEqual([]);
});

test('"Product not found" for an unknown id and for a malformed one, on both product pages', async ({ page }) => {
  for (const path of [
    '/product/00000000-0000-4000-8000-000000000000',
    '/product/not-a-uuid',
    '/productdetail/not-a-uuid',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Browse stores' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/product/not-a-uuid');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await checkAtBothWidths(page, 'product-not-found');
});

/**
 * A product page's HTML carries the answer to its read (decision 0032); without it, as after a
 * navigation inside the app, the screen asks the API itself.
 */
async function withoutPageRead(page: Page) {
  await page.route(/\/product(detail)?\/[^/]+$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script type="application\/json" id="kasuwa-page-read">[^<]*<\/script>/,
      '',
    );
    await route.fulfill({ response, body: html });
  });
}

test('a product page draws from the answer in its HTML, without asking the API for the product', async ({
  page,
  request,
}) => {
  const product = await productWithRelated(request);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql')) asked.push(/query (\w+)/.exec(r.postData() ?? '')?.[1] ?? '?');
  });
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy Online' })).toBeVisible();
  await page.goto(`/productdetail/${product.id}`);
  await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
  const related = page.getByRole('list', { name: 'Related products' });
  await expect(related.getByRole('listitem')).toHaveCount(4);
  expect(asked).not.toContain('GetProduct');
  // The related products and the view's counting wait until the first paint has been shown.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    later: performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('/graphql') || e.name.includes('/shop-events-recorder-'))
      .map((e) => e.startTime),
  }));
  expect(timing.later.length).toBe(2);
  expect(Math.min(...timing.later)).toBeGreaterThan(timing.paint);
  // Inside the app the screen asks for another product itself.
  const other = (await related.getByRole('heading', { level: 3 }).first().textContent())!;
  await related.getByRole('link', { name: other }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: other })).toBeVisible();
  expect(asked).toContain('GetProduct');
});

test('"Error loading product: {message}" when the request fails, and Try again recovers', async ({ page, request }) => {
  const [product] = await listProducts(request, {}, 1);
  await withoutPageRead(page);
  let failing = true;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { query?: string };
    if (failing && body.query?.includes('query GetProduct')) {
      await route.fulfill({ json: { errors: [{ message: 'The product service is down' }] } });
    } else {
      await route.continue();
    }
  });
  await page.goto(`/productdetail/${product!.id}`);
  const alert = page.getByRole('alert');
  await expect(
    alert.getByRole('heading', { name: 'Error loading product: The product service is down' }),
  ).toBeVisible();
  await checkAtBothWidths(page, 'product-error');

  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: product!.name })).toBeVisible();

  failing = true;
  await page.goto(`/product/${product!.id}`);
  await expect(page.getByRole('heading', { name: 'Error loading product: The product service is down' })).toBeVisible();
});

test('the details page lists up to 4 other products of the same category, and buys', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const product = await productWithRelated(request);
  const expected = await listProducts(request, { category: product.category, id: { notIn: [product.id] } }, 4);
  expect(expected).toHaveLength(4);

  await page.goto(`/productdetail/${product.id}`);
  await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
  await expect(fact(page, 'Category')).toHaveText(categoryLabel(product.category!));
  const related = page.getByRole('list', { name: 'Related products' });
  await expect(related.getByRole('listitem')).toHaveCount(4);
  await expect(related.getByRole('heading', { level: 3 })).toHaveText(expected.map((p) => p.name));
  await expect(related.getByText(product.name, { exact: true })).toHaveCount(0);
  for (const label of await related.locator('article p').allTextContents())
    expect(label).toBe(categoryLabel(product.category!));

  // The fixed bar never covers the page: scrolled to the end, the last related card sits above it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bar = page.getByRole('region', { name: 'Buy this product' });
  const barBox = (await bar.boundingBox())!;
  const lastCard = (await related.getByRole('listitem').last().boundingBox())!;
  expect(lastCard.y + lastCard.height).toBeLessThanOrEqual(barBox.y);
  const tabBar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(tabBar.y + 1);
  await checkAtBothWidths(page, 'product-detail');

  await bar.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await bar.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await bar.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL('/cart');
  const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first().getByRole('heading', { name: product.name })).toBeVisible();
  await expect(lines.first().getByTestId('line-quantity')).toHaveText('3');
  expect(errors).toEqual([]);
});

test('Buy Now on an empty cart adds the product and opens the cart', async ({ page, request }) => {
  const [product] = await listProducts(request, {}, 1);
  await page.goto(`/productdetail/${product!.id}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL('/cart');
  const line = page.getByRole('listitem', { name: product!.name });
  await expect(line.getByTestId('line-quantity')).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});
