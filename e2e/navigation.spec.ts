import { expect, test } from './fixtures';

// Issue 14, navigation that behaves: the header's back arrow is the browser's Back, and a store's
// search lives in the address.

const STORE = { name: 'Adunni Naturals', slug: 'adunni-naturals' };

test("the header's back arrow goes back in history, so the browser's Back afterwards does not go forward", async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('link', { name: new RegExp(STORE.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/${STORE.slug}$`));
  await page
    .getByRole('list', { name: `${STORE.name} products` })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product' })).toBeVisible();

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/${STORE.slug}$`));
  await page.goBack();
  await expect(page, 'Back now leaves the store for the home page, not the product again').toHaveURL(/\/$/);
});

test('on a first page the back arrow goes to its parent screen', async ({ page }) => {
  await page.goto('/help');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Brands' })).toBeVisible();
});

test("a store's search is in the address: it survives a reload and comes back with Back", async ({ page }) => {
  await page.goto(`/${STORE.slug}`);
  const search = page.getByRole('searchbox', { name: `Search products in ${STORE.name}` });
  const grid = page.getByRole('list', { name: `${STORE.name} products` });
  await search.fill('shea');
  await expect(page).toHaveURL(new RegExp(`/${STORE.slug}\\?q=shea$`));
  await expect(grid.getByRole('listitem')).toHaveCount(1);

  await page.reload();
  await expect(search).toHaveValue('shea');
  await expect(grid.getByRole('listitem')).toHaveCount(1);

  await grid.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product' })).toBeVisible();
  await page.goBack();
  await expect(search).toHaveValue('shea');
  await expect(grid.getByRole('listitem')).toHaveCount(1);

  // Clearing takes the term out of the address.
  await page.getByRole('search').getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(new RegExp(`/${STORE.slug}$`));
  // Typing added no history entries: Back leaves the store.
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`/${STORE.slug}`));
});
