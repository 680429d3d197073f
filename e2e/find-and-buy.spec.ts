import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { createOwner, createProduct, graphql, uploadProductImage, type Owner } from './fixtures-data/dashboard-owner';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

// Issue 14, items 4, 5 and 8 on the shopper's side: a search across every brand store from the home
// screen, a store page that pages through all its products and sorts them, add to cart from a card,
// and product images sized from the stored thumbnails.

const SMALL_PHONE = { width: 360, height: 740 } as const;

/** A word no demo product or store has, so that only this test's data matches it. */
const uniqueWord = () => `Zoboq${Math.random().toString(36).slice(2, 7)}`;

/** The three widths of docs/ui.md: axe finds nothing serious, and a screenshot of each is saved. */
async function checkAtThreeWidths(page: Page, name: string) {
  // Three axe runs and full-page screenshots: slow on a busy 2-core machine.
  test.setTimeout(90_000);
  for (const [label, size] of [
    ['360', SMALL_PHONE],
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(PHONE);
}

/** Makes `count` products in the owner's store in one import, priced out of their order of creation. */
async function importProducts(request: APIRequestContext, owner: Owner, name: string, count: number) {
  const imageUrl = await uploadProductImage(request, owner);
  const products = Array.from({ length: count }, (_, i) => ({
    name: `${name} ${String(i + 1).padStart(2, '0')}`,
    description: 'Hibiscus drink, bottled the same day.',
    imageUrl,
    retailPrice: String(300 + ((i * 37) % 60) * 25),
    quantity: 50,
    batchNumber: '1',
    manufactureDate: '2026-01-10T00:00:00.000Z',
    expiryDate: '2026-12-10T00:00:00.000Z',
    category: 'foodBeverages',
  }));
  await graphql(
    request,
    'mutation ($id: String!, $products: [CreateProductInput!]!) { importProducts(manufacturerId: $id, products: $products) { id } }',
    { id: owner.manufacturerId, products },
    owner.token,
  );
}

/** Scrolls to the bottom of the page, as a shopper's thumb does. */
const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

const naira = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('a search from the home screen finds stores and products of two brands; reload and Back restore it', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const first = await createOwner(request, { brandStoreName: `${word} Naturals` });
  const second = await createOwner(request);
  await createProduct(request, first, `${word} Soap`);
  await createProduct(request, second, `Chilled ${word} Drink`);

  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search all brand stores' });
  await search.fill(word.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`/\\?q=${word.toLowerCase()}$`));

  const stores = page.getByRole('list', { name: 'Stores matching your search' });
  const products = page.getByRole('list', { name: 'Products matching your search' });
  await expect(page.getByRole('heading', { level: 2, name: 'Stores (1)' })).toBeVisible();
  await expect(stores.getByRole('link', { name: new RegExp(`${word} Naturals`) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Products (2)' })).toBeVisible();
  await expect(products.getByRole('listitem')).toHaveCount(2);
  // Each card names its store: the results mix brands.
  const secondStore = await graphql<{ manufacturer: { name: string } }>(
    request,
    'query ($id: String!) { manufacturer(where: { id: $id }) { name } }',
    { id: second.manufacturerId },
  );
  await expect(products.getByRole('listitem').filter({ hasText: `${word} Soap` })).toContainText(`${word} Naturals`);
  await expect(products.getByRole('listitem').filter({ hasText: `Chilled ${word} Drink` })).toContainText(
    secondStore.manufacturer.name,
  );
  await expect(
    page.getByRole('status').filter({ hasText: `1 store and 2 products match "${word.toLowerCase()}"` }),
  ).toBeAttached();
  await checkAtThreeWidths(page, 'home-search');

  await page.reload();
  await expect(search).toHaveValue(word.toLowerCase());
  await expect(products.getByRole('listitem')).toHaveCount(2);

  await products.getByRole('link', { name: `Chilled ${word} Drink` }).click();
  await expect(page).toHaveURL(/\/product\//);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/\\?q=${word.toLowerCase()}$`));
  await expect(search).toHaveValue(word.toLowerCase());
  await expect(products.getByRole('listitem')).toHaveCount(2);
  await expect(stores.getByRole('listitem')).toHaveCount(1);

  // Nothing matches: one sentence and Clear search, which brings the stores back.
  await search.fill(`${word} nothing like it`);
  await expect(page.getByRole('heading', { name: `Nothing matches "${word} nothing like it"` })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Clear search' }).last().click();
  await expect(search).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Brand stores' })).toBeVisible();
});

test('a store of 60 products loads more as the shopper scrolls, with the count, and sorts by price', async ({
  page,
  request,
}) => {
  const owner = await createOwner(request);
  const word = uniqueWord();
  await importProducts(request, owner, word, 60);

  await page.goto(`/${owner.slug}`);
  const storeName = (await page.getByRole('heading', { level: 2 }).first().textContent())!.trim();
  const grid = page.getByRole('list', { name: `${storeName} products` });
  const shown = page.getByTestId('products-shown');
  await expect(grid.getByRole('listitem')).toHaveCount(24);
  await expect(shown).toHaveText('Showing 24 of 60');
  await checkAtThreeWidths(page, 'store-paging');

  // Scrolling near the end loads the next page, and the next, until all are shown.
  await scrollToEnd(page);
  await expect(grid.getByRole('listitem')).toHaveCount(48);
  await expect(shown).toHaveText('Showing 48 of 60');
  await scrollToEnd(page);
  await expect(grid.getByRole('listitem')).toHaveCount(60);
  await expect(shown).toHaveText('Showing 60 of 60');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  const prices = async () =>
    (await grid.getByRole('listitem').locator('.tabular').allTextContents()).map(naira).filter((n) => n > 0);
  const sort = page.getByLabel('Sort by');
  // A shopper scrolls back up to the control first. selectOption alone would leave the page at its
  // end, where the re-sorted first page is short enough to load the next ones at once.
  await sort.scrollIntoViewIfNeeded();
  await sort.selectOption('Price: low to high');
  await expect(page).toHaveURL(new RegExp(`/${owner.slug}\\?sort=price-low$`));
  await expect(grid.getByRole('listitem')).toHaveCount(24);
  await expect.poll(async () => (await prices())[0]).toBe(300);
  const low = await prices();
  expect(low).toEqual([...low].sort((a, b) => a - b));

  await sort.selectOption('Price: high to low');
  await expect(page).toHaveURL(new RegExp(`/${owner.slug}\\?sort=price-high$`));
  await expect.poll(async () => (await prices())[0]).toBe(300 + 59 * 25);
  const high = await prices();
  expect(high).toEqual([...high].sort((a, b) => b - a));
  // The sort is in the address: a reload keeps it, and the pages after the first follow it.
  await page.reload();
  await expect(sort).toHaveValue('price-high');
  await scrollToEnd(page);
  await expect(grid.getByRole('listitem')).toHaveCount(48);
  const highAfterMore = await prices();
  expect(highAfterMore).toEqual([...highAfterMore].sort((a, b) => b - a));
  await saveScreenshot(page, 'store-sorted-phone');

  await sort.selectOption('Newest');
  await expect(page).toHaveURL(new RegExp(`/${owner.slug}$`));
});

test('add to cart from a card: the toast, then a stepper that changes the quantity and the cart count', async ({
  page,
  request,
}) => {
  const owner = await createOwner(request);
  const word = uniqueWord();
  await createProduct(request, owner, `${word} Zobo`, { retailPrice: '800' });
  await page.goto(`/${owner.slug}`);
  const card = page.getByRole('article').filter({ hasText: `${word} Zobo` });
  // The bag of the header shown at this width (the other header's is hidden).
  const count = page.locator('[data-testid="cart-count"]:visible');
  await expect(count).toHaveCount(0);

  await card.getByRole('button', { name: `Add to cart: ${word} Zobo` }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' })).toBeVisible();
  await expect(count).toHaveText('1');
  const quantity = card.getByTestId('card-quantity');
  await expect(quantity).toHaveText('1');

  await card.getByRole('button', { name: `Increase quantity of ${word} Zobo` }).click();
  await expect(quantity).toHaveText('2');
  await expect(count).toHaveText('2');
  await checkAtThreeWidths(page, 'store-card-in-cart');

  await card.getByRole('button', { name: `Decrease quantity of ${word} Zobo` }).click();
  await expect(quantity).toHaveText('1');
  await expect(count).toHaveText('1');
  await card.getByRole('button', { name: `Remove ${word} Zobo from cart` }).click();
  await expect(card.getByRole('button', { name: `Add to cart: ${word} Zobo` })).toBeVisible();
  await expect(count).toHaveCount(0);

  // By keyboard the focus stays on the control: on plus after adding, on Add to cart after removing.
  const add = card.getByRole('button', { name: `Add to cart: ${word} Zobo` });
  await add.focus();
  await page.keyboard.press('Enter');
  const plus = card.getByRole('button', { name: `Increase quantity of ${word} Zobo` });
  await expect(plus).toBeFocused();
  await expect.poll(() => plus.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  await page.keyboard.press('Shift+Tab');
  await expect(card.getByRole('button', { name: `Remove ${word} Zobo from cart` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(add).toBeFocused();

  // The cart page holds what the card added.
  await add.click();
  await page.goto('/cart');
  await expect(page.getByRole('listitem', { name: `${word} Zobo` })).toBeVisible();
});

test('product images come from the stored thumbnails with srcset, a size, and lazily below the fold', async ({
  page,
  request,
}) => {
  const owner = await createOwner(request);
  const word = uniqueWord();
  await importProducts(request, owner, word, 12);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/${owner.slug}`);
  const images = page.getByRole('article').getByRole('img');
  await expect(images).toHaveCount(12);
  for (const [index, image] of (await images.all()).entries()) {
    await expect(image).toHaveAttribute(
      'srcset',
      /\/uploads\/images\/[\w-]+\.thumb\.webp 400w, .*\/uploads\/images\/[\w-]+\.webp 1600w$/,
    );
    await expect(image).toHaveAttribute('sizes', /270px/);
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '400');
    // The first row of four is above the fold on any screen; the rest wait until scrolled near.
    await expect(image).toHaveAttribute('loading', index < 4 ? 'eager' : 'lazy');
  }
  // A wide screen at 1x takes the thumbnail for a 270 px card.
  await expect
    .poll(() => images.first().evaluate((img) => (img as HTMLImageElement).currentSrc))
    .toMatch(/\.thumb\.webp$/);

  await page.getByRole('article').first().getByRole('link').click();
  const photo = page.getByRole('main').getByRole('img').first();
  await expect(photo).toHaveAttribute('srcset', /\.thumb\.webp 400w, .*\.webp 1600w$/);
  await expect(photo).toHaveAttribute('width', '400');
  await expect(photo).not.toHaveAttribute('loading', 'lazy');
});
