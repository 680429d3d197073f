import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE, saveScreenshot } from './screens';
import { createOwner, createProduct, signIn, uploadProductImage, type Owner } from './fixtures-data/dashboard-owner';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** A click where a person would tap: on `target`'s middle, whatever lies on top there (the row's stretched link). */
async function tapOn(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const FOODS = ['Plantain Chips', 'Zobo Drink', 'Ofada Rice', 'Kilishi', 'Chin Chin', 'Garri Ijebu', 'Palm Oil'];

/** 30 products: 7 foods by name (two low on stock), then 23 numbered shea butters in personal care. */
async function stockedStore(request: APIRequestContext): Promise<Owner> {
  const owner = await createOwner(request);
  const imageUrl = await uploadProductImage(request, owner);
  for (const [i, name] of FOODS.entries()) {
    await createProduct(request, owner, name, {
      imageUrl,
      retailPrice: String(500 + i * 100),
      quantity: i < 2 ? 3 + i : 50 + i,
    });
  }
  for (let i = 1; i <= 23; i++) {
    await createProduct(request, owner, `Shea Butter ${String(i).padStart(2, '0')}`, {
      imageUrl,
      retailPrice: String(2000 + i * 10),
      quantity: 20 + i,
      category: 'personalCare',
    });
  }
  return owner;
}

test.describe('My Products for thousands', () => {
  test('pages, searches, filters and sorts on the server, keeps all of it in the address, and a row opens its product', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const owner = await stockedStore(request);
    await signIn(page, owner);
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard/myproducts');

    const table = page.getByRole('table', { name: 'Your products' });
    await expect(page.getByText('30 products (showing 25)')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(26);
    await page.getByRole('button', { name: 'Load more products' }).click();
    await expect(table.getByRole('row')).toHaveCount(31);
    await expect(page.getByText('30 products', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more products' })).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'my-products-desktop');

    await page.getByLabel('Search products').fill('shea butter 1');
    await expect(page).toHaveURL(/[?&]q=shea\+butter\+1(&|$)/);
    // 10 to 19.
    await expect(page.getByText('10 products', { exact: true })).toBeVisible();
    await page.getByLabel('Sort by').selectOption({ label: 'Price (high to low)' });
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(table.getByRole('row').nth(1)).toContainText('Shea Butter 19');
    await expect(table.getByRole('row').nth(1)).toContainText('₦2,190');

    await page.getByLabel('Search products').fill('');
    await page.getByLabel('Category').selectOption({ label: 'Food & Beverages' });
    await page.getByRole('button', { name: /Low stock/ }).click();
    await expect(page).toHaveURL(/category=foodBeverages/);
    await expect(page).toHaveURL(/stock=low/);
    await expect(page.getByText('2 products', { exact: true })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('Zobo Drink');
    await expect(table.getByRole('row').nth(1)).toContainText('Low stock');
    await expect(table.getByRole('row').nth(2)).toContainText('Plantain Chips');
    await expect(page.getByRole('button', { name: /Low stock/ })).toHaveAttribute('aria-pressed', 'true');
    await saveScreenshot(page, 'my-products-filtered-desktop');

    await page.reload();
    await expect(page.getByText('2 products', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Category')).toHaveValue('foodBeverages');
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
    await expect(page.getByRole('button', { name: /Low stock/ })).toHaveAttribute('aria-pressed', 'true');

    // A click on the price cell (not the name) opens the product; Back brings the same list.
    await tapOn(page, table.getByRole('row', { name: /Zobo Drink/ }).getByText('₦600'));
    await expect(page).toHaveURL(/\/dashboard\/edit-product\/[0-9a-f-]+$/);
    await expect(page.getByLabel('Product name', { exact: true })).toHaveValue('Zobo Drink');
    await page.goBack();
    await expect(page).toHaveURL(/category=foodBeverages/);
    await expect(page.getByText('2 products', { exact: true })).toBeVisible();

    // The menu still opens on its own, over the row's link.
    await table.getByRole('button', { name: 'Actions for Zobo Drink' }).click();
    await expect(page.getByRole('menu', { name: 'Actions for Zobo Drink' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByLabel('Search products').fill('nothing like this');
    await expect(page.getByRole('heading', { name: 'No products match' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Show all products' }).click();
    await expect(page.getByText('30 products (showing 25)')).toBeVisible();
    await expect(page.getByLabel('Search products')).toHaveValue('');
    await expect(page).toHaveURL(/\/dashboard\/myproducts\?sort=price-desc$/);
  });

  test('on a phone the cards open their product and the filters stack', async ({ page, request }) => {
    const owner = await createOwner(request);
    const imageUrl = await uploadProductImage(request, owner);
    await createProduct(request, owner, 'Plantain Chips', { imageUrl, quantity: 2 });
    await createProduct(request, owner, 'Zobo Drink', { imageUrl });
    await signIn(page, owner);
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard/myproducts?sort=name');

    const list = page.getByRole('list', { name: 'Your products' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('Plantain Chips');
    await expect(list.getByRole('listitem').first()).toContainText('Low stock');
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'my-products-phone');
    const hasOverflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasOverflow, 'no sideways scrolling at 390 px').toBe(false);

    await tapOn(page, list.getByRole('listitem').nth(1).getByText('Qty'));
    await expect(page).toHaveURL(/\/dashboard\/edit-product\/[0-9a-f-]+$/);
    await expect(page.getByLabel('Product name', { exact: true })).toHaveValue('Zobo Drink');
  });
});
