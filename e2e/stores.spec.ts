import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

type Store = { name: string; slug: string; productCount: number };

/** Answers the home page's `Stores` query with `body` instead of asking the server. */
async function answerStores(page: Page, body: object) {
  await page.route('**/graphql', async (route) => {
    const query = (route.request().postDataJSON() as { query?: string } | null)?.query ?? '';
    if (/\bquery Stores\b/.test(query)) await route.fulfill({ json: body });
    else await route.fallback();
  });
}

test('the home page lists every brand store, each card opening its store', async ({ page, request }) => {
  const response = await request.post('/graphql', { data: { query: '{ manufacturers { name slug productCount } }' } });
  const stores = ((await response.json()) as { data: { manufacturers: Store[] } }).data.manufacturers;
  expect(stores.length).toBeGreaterThanOrEqual(10);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Brands' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: 'Browse categories' })).toHaveAttribute('href', '/categories');

  const list = page.getByRole('list', { name: 'Brand stores' });
  // Other journeys may add stores meanwhile: every store known before is there, with its link and count.
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(stores.length);
  for (const store of stores) {
    const card = list.locator(`a[href="/${store.slug}"]`);
    await expect(card).toContainText(store.name);
    await expect(card).toContainText(`${store.productCount} product`);
  }
  await expect(list.getByRole('link', { name: /Adunni Naturals/ })).toContainText('Beauty & Cosmetics');

  await saveScreenshot(page, 'stores-home-phone');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, 'stores-home-desktop');
  await expectNoSeriousA11yViolations(page);

  const first = stores[0]!;
  await list.locator(`a[href="/${first.slug}"]`).click();
  await expect(page).toHaveURL(`/${first.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});

test('/stores is the same screen', async ({ page }) => {
  await page.goto('/stores');
  await expect(page.getByRole('heading', { level: 1, name: 'My Brands' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Brand stores' }).getByRole('link', { name: /Adunni Naturals/ }),
  ).toBeVisible();
});

test('no stores: "No stores found"', async ({ page }) => {
  await answerStores(page, { data: { manufacturers: [] } });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'No stores found' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Brand stores' })).toHaveCount(0);
  await saveScreenshot(page, 'stores-empty-phone');
  await expectNoSeriousA11yViolations(page);
});

test('stores fail to load: "Failed to load stores", and Try again recovers', async ({ page }) => {
  await answerStores(page, { errors: [{ message: 'Unexpected error.' }] });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Failed to load stores' })).toBeVisible();
  await saveScreenshot(page, 'stores-error-phone');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, 'stores-error-desktop');
  await page.setViewportSize(PHONE);

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('list', { name: 'Brand stores' }).getByRole('link', { name: /Adunni Naturals/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Failed to load stores' })).toHaveCount(0);
});
