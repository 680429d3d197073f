import type { APIRequestContext, Page } from '@playwright/test';
import { categoryLabel } from '@kasuwa/domain';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

type Product = { id: string; name: string; category: string | null };
type Store = { id: string; name: string; slug: string; productCount: number };

const STORE_NAME = 'Adunni Naturals';

async function gql<T>(request: APIRequestContext, query: string, variables: object = {}, token?: string): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The demo store this journey browses, with its products as the API lists them. */
async function demoStore(request: APIRequestContext) {
  const { manufacturers } = await gql<{ manufacturers: Store[] }>(
    request,
    '{ manufacturers { id name slug productCount } }',
  );
  const store = manufacturers.find((m) => m.name === STORE_NAME)!;
  const { products } = await gql<{ products: Product[] }>(
    request,
    'query ($slug: String!) { products(where: { manufacturer: { slug: { equals: $slug } } }, take: 200) { id name category } }',
    { slug: store.slug },
  );
  return { store, products };
}

/** Makes every `operation` query fail as the API would. */
async function failOperation(page: Page, operation: string) {
  await page.route('**/graphql', async (route) => {
    const query = (route.request().postDataJSON() as { query?: string } | null)?.query ?? '';
    if (new RegExp(`\\bquery ${operation}\\b`).test(query)) {
      await route.fulfill({ json: { errors: [{ message: 'Unexpected error.' }] } });
    } else {
      await route.fallback();
    }
  });
}

/** Nothing sticks out sideways (e.g. the tabs on a 390 px phone). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const productGrid = (page: Page) => page.getByRole('list', { name: `${STORE_NAME} products` });

test('a store page: hero with count and rating, product cards, 2 columns on a phone and 4 on a laptop', async ({
  page,
  request,
}) => {
  const { store, products } = await demoStore(request);
  expect(products.length).toBe(store.productCount);

  await page.goto(`/${store.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart');
  await expect(page.getByTestId('store-product-count')).toHaveText(`${products.length} products`);
  // The demo store's rating: "New" until a review, else its mean (e2e/reviews.spec.ts checks the change).
  await expect(page.getByTestId('store-rating')).toHaveText(/^(New|[1-5]\.\d out of 5,)/);
  await expect(page.getByRole('button', { name: 'Follow store' })).toBeVisible();

  const grid = productGrid(page);
  await expect(grid.getByRole('listitem')).toHaveCount(products.length);
  for (const product of products) {
    const card = grid.getByRole('listitem').filter({ has: page.locator(`a[href="/product/${product.id}"]`) });
    await expect(card.getByRole('heading', { name: product.name })).toBeVisible();
    await expect(card).toContainText(/₦\s?[\d,]+/);
    await expect(card).toContainText(categoryLabel(product.category!));
    await expect(card.getByRole('img', { name: product.name })).toBeVisible();
  }
  await expect(grid).toHaveCSS('grid-template-columns', /^\S+ \S+$/);
  expect(await fitsWidth(page)).toBe(true);
  await saveScreenshot(page, 'store-page-phone');
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize(DESKTOP);
  await expect(grid).toHaveCSS('grid-template-columns', /^\S+ \S+ \S+ \S+$/);
  await saveScreenshot(page, 'store-page-desktop');
  await expectNoSeriousA11yViolations(page);

  await grid.getByRole('link', { name: products[0]!.name }).click();
  await expect(page).toHaveURL(`/product/${products[0]!.id}`);
});

test('a first visit asks for the store and its first products once each, and fetches the first picture once', async ({
  page,
  request,
}) => {
  const { store } = await demoStore(request);
  const operations: string[] = [];
  const pictures: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql')) operations.push(/\bquery (\w+)/.exec(r.postData() ?? '')?.[1] ?? 'other');
    if (r.url().includes('/uploads/images/')) pictures.push(r.url());
  });
  await page.goto(`/${store.slug}`);
  const first = productGrid(page).getByRole('img').first();
  await expect(first).toBeVisible();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The page's HTML announced that picture (the same srcset and sizes as the card's): one download serves both.
  const announced = await page.locator('link[rel="preload"][as="image"]').getAttribute('href');
  expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(announced);
  expect(pictures.filter((url) => url === announced)).toHaveLength(1);
  // The route started both reads before the screen rendered; the screen found them and asked nothing twice.
  expect(operations.filter((name) => name === 'Store')).toHaveLength(1);
  expect(operations.filter((name) => name === 'ProductPage')).toHaveLength(1);
});

test('the search box filters the store products on the server, with a no-match state and Clear', async ({
  page,
  request,
}) => {
  const { store, products } = await demoStore(request);
  const match = products.find((p) => /shea/i.test(p.name))!;
  expect(products.filter((p) => /shea/i.test(p.name))).toHaveLength(1);

  await page.goto(`/${store.slug}`);
  const grid = productGrid(page);
  await expect(grid.getByRole('listitem')).toHaveCount(products.length);

  const search = page.getByRole('searchbox', { name: `Search products in ${STORE_NAME}` });
  const searched = page.waitForRequest(
    (r) => r.url().endsWith('/graphql') && /"contains":"shea"/.test(r.postData() ?? ''),
  );
  await search.fill('shea');
  const request1 = await searched;
  expect(JSON.parse(request1.postData()!)).toMatchObject({
    variables: {
      where: { manufacturer: { slug: { equals: store.slug } }, name: { contains: 'shea', mode: 'insensitive' } },
    },
  });
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(grid.getByRole('link', { name: match.name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 product matches "shea"' })).toBeAttached();

  await search.fill('zzqx nothing');
  await expect(page.getByRole('heading', { name: 'No products match "zzqx nothing"' })).toBeVisible();
  await expect(grid).toHaveCount(0);
  await saveScreenshot(page, 'store-page-no-match-phone');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tabpanel').getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(search, 'the search box takes the focus from the vanished button').toBeFocused();
  await expect(grid.getByRole('listitem')).toHaveCount(products.length);

  // Enter searches at once; the X in the box clears too.
  await search.fill('SHEA');
  await search.press('Enter');
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('search').getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toBeFocused();
  await expect(grid.getByRole('listitem')).toHaveCount(products.length);
});

test('tabs work by keyboard; Categories groups the products, Reviews opens the store reviews', async ({
  page,
  request,
}) => {
  const { store, products } = await demoStore(request);
  await page.goto(`/${store.slug}`);
  const tabs = page.getByRole('tablist', { name: `${STORE_NAME} sections` });
  const productsTab = tabs.getByRole('tab', { name: 'Products' });
  const categoriesTab = tabs.getByRole('tab', { name: 'Categories' });
  const reviewsTab = tabs.getByRole('tab', { name: /Reviews/ });
  await expect(productsTab).toHaveAttribute('aria-selected', 'true');
  await expect(reviewsTab).not.toHaveAttribute('aria-disabled');
  await expect(productGrid(page)).toBeVisible();

  // One tab stop: Tab from the sort menu (after the search box) lands on the selected tab.
  await page.getByRole('searchbox').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Sort by')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(productsTab).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(categoriesTab).toBeFocused();
  await expect(categoriesTab).toHaveAttribute('aria-selected', 'true');
  await expect(productsTab).toHaveAttribute('tabindex', '-1');

  const panel = page.getByRole('tabpanel', { name: 'Categories' });
  const expected = new Map<string, number>();
  for (const p of products)
    expected.set(categoryLabel(p.category!), (expected.get(categoryLabel(p.category!)) ?? 0) + 1);
  await expect(panel.getByRole('list')).toHaveCount(expected.size);
  for (const [label, count] of expected) {
    await expect(panel.getByRole('heading', { level: 3, name: `${label} (${count})` })).toBeVisible();
    await expect(panel.getByRole('list', { name: label }).getByRole('listitem')).toHaveCount(count);
  }
  expect(await fitsWidth(page)).toBe(true);
  await saveScreenshot(page, 'store-page-categories-phone');
  await expectNoSeriousA11yViolations(page);

  // Reviews opens its panel (the reviews load with it).
  await page.keyboard.press('ArrowRight');
  await expect(reviewsTab).toBeFocused();
  await expect(reviewsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Reviews' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(categoriesTab).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Home');
  await expect(productsTab).toBeFocused();
  await expect(productsTab).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(reviewsTab).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(productsTab).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(reviewsTab).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(categoriesTab).toHaveAttribute('aria-selected', 'true');

  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, 'store-page-categories-desktop');
  await page.setViewportSize(PHONE);
});

test('a store without products: "No Products Available" with links home', async ({ page, request }) => {
  const email = `empty.store.${Date.now().toString(36)}@example.com`;
  const password = 'Harmattan@2026';
  const { signUp } = await gql<{ signUp: { token: string } }>(
    request,
    'mutation ($input: SignUpManufacturerInput!) { signUp(signUpManufacturerInput: $input) { token } }',
    { input: { email, name: 'Empty Store Owner', password, confirmPassword: password, image: 'placeholder' } },
  );
  const brandStoreName = `Quiet Shelf ${Date.now().toString(36)}`;
  const { createManufacturer } = await gql<{ createManufacturer: { slug: string } }>(
    request,
    'mutation ($input: CreateManufacturerInput!) { createManufacturer(createManufacturerInput: $input) { slug } }',
    {
      input: {
        businessName: `${brandStoreName} Ltd`,
        brandStoreName,
        fullAddress: '12 Allen Avenue, Ikeja, Lagos',
        industry: 'CONSUMER_GOODS',
        productCategory: ['household'],
      },
    },
    signUp.token,
  );

  await page.goto(`/${createManufacturer.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: brandStoreName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Products Available' })).toBeVisible();
  await expect(page.getByTestId('store-product-count')).toHaveText('0 products');
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: 'See other stores' })).toHaveAttribute(
    'href',
    '/stores',
  );
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await saveScreenshot(page, 'store-page-empty-phone');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, 'store-page-empty-desktop');
});

test('store products fail to load: the toast and the "Error Loading Store" page', async ({ page, request }) => {
  const { store } = await demoStore(request);
  await failOperation(page, 'ProductPage');
  await page.goto(`/${store.slug}`);
  await expect(page.getByText('Failed to load store products')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Error Loading Store' })).toBeVisible();
  await expect(page.getByText('Please try again later.')).toBeVisible();
  await saveScreenshot(page, 'store-page-error-phone');
  // The page itself is checked: sonner's rich error colours are the toaster's business (components/ui).
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(page.getByText('Failed to load store products')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, 'store-page-error-desktop');

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(productGrid(page).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Error Loading Store' })).toHaveCount(0);
});

test('a slug no store has: the 404 route error page', async ({ page }) => {
  await page.goto('/no-such-store-anywhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops, something went wrong!' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await saveScreenshot(page, 'store-page-404-phone');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Brands' })).toBeVisible();
});
