import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from '@kasuwa/domain';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

type Product = { id: string; name: string; category: string | null };

test('/categories lists the 16 categories by label, each opening its products', async ({ page }) => {
  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
  const list = page.getByRole('list', { name: 'Product categories' });
  await expect(list.getByRole('link')).toHaveCount(PRODUCT_CATEGORIES.length);
  for (const key of PRODUCT_CATEGORIES) {
    await expect(list.getByRole('link', { name: PRODUCT_CATEGORY_LABELS[key], exact: true })).toHaveAttribute(
      'href',
      `/categories/${key}`,
    );
  }
  await saveScreenshot(page, 'categories-list-phone');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, 'categories-list-desktop');

  await list.getByRole('link', { name: 'Personal Care & Hygiene' }).click();
  await expect(page).toHaveURL('/categories/personalCare');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Care & Hygiene' })).toBeVisible();
});

test('a category page shows only the products of that category', async ({ page, request }) => {
  const response = await request.post('/graphql', { data: { query: '{ products(take: 200) { id name category } }' } });
  const all = ((await response.json()) as { data: { products: Product[] } }).data.products;
  const inCategory = all.filter((p) => p.category === 'personalCare');
  const others = all.filter((p) => p.category !== 'personalCare');
  expect(inCategory.length).toBeGreaterThan(0);

  await page.goto('/categories/personalCare');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Care & Hygiene' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/categories');
  const grid = page.getByRole('list', { name: 'Personal Care & Hygiene products' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  // Another journey may add a product meanwhile: each known one is there, and every card is of this category.
  const cards = await grid.getByRole('listitem').all();
  expect(cards.length).toBeGreaterThanOrEqual(inCategory.length);
  for (const card of cards) await expect(card).toContainText('Personal Care & Hygiene');
  for (const product of inCategory) {
    const card = grid.getByRole('listitem').filter({ has: page.locator(`a[href="/product/${product.id}"]`) });
    await expect(card).toContainText(product.name);
    await expect(card).toContainText('₦');
    await expect(card).toContainText('Personal Care & Hygiene');
  }
  for (const product of others.slice(0, 5)) {
    await expect(grid.locator(`a[href="/product/${product.id}"]`)).toHaveCount(0);
  }
  await expect(grid).toHaveCSS('grid-template-columns', /^\S+ \S+$/);
  await saveScreenshot(page, 'categories-category-phone');
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize(DESKTOP);
  await expect(grid).toHaveCSS('grid-template-columns', /^\S+ \S+ \S+ \S+$/);
  await saveScreenshot(page, 'categories-category-desktop');
  await page.setViewportSize(PHONE);
});

test('a category without products: "No products found in this category"', async ({ page, request }) => {
  const response = await request.post('/graphql', {
    data: { query: '{ products(where: { category: "automotiveProducts" }) { id } }' },
  });
  expect(
    ((await response.json()) as { data: { products: unknown[] } }).data.products,
    'no demo product is automotive',
  ).toEqual([]);

  await page.goto('/categories/automotiveProducts');
  await expect(page.getByRole('heading', { level: 1, name: 'Automotive Products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No products found in this category' })).toBeVisible();
  await saveScreenshot(page, 'categories-empty-phone');
  await expectNoSeriousA11yViolations(page);
});

test('an unknown category key: the empty text under the capitalised key', async ({ page }) => {
  await page.goto('/categories/gadgets');
  await expect(page.getByRole('heading', { level: 1, name: 'Gadgets' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No products found in this category' })).toBeVisible();
});
