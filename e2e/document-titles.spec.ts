import { expect, test } from './fixtures';

// Issue 14, links that travel: every screen names its tab, in the same words the server puts in a
// store or product page's HTML for link previews.

test('each screen names the tab; store and product pages as their link previews do', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('My Brands — Kasuwa');

  await page
    .getByRole('link', { name: /Adunni Naturals/ })
    .first()
    .click();
  await expect(page).toHaveTitle('Adunni Naturals — Kasuwa');

  await page.getByRole('list', { name: 'Adunni Naturals products' }).getByRole('link').first().click();
  await expect(page).toHaveTitle(/^.+ — ₦[\d,]+(\.\d\d)? — Kasuwa$/);
  const served = await (await request.get(new URL(page.url()).pathname)).text();
  const previewTitle = /<title>([^<]*)<\/title>/.exec(served)?.[1];
  expect(previewTitle).toBe(await page.title());

  await page.getByRole('link', { name: 'Buy Online' }).click();
  await expect(page).toHaveTitle(previewTitle!);

  await page.goto('/help');
  await expect(page).toHaveTitle('Help & Support — Kasuwa');
  await page.goto('/login');
  await expect(page).toHaveTitle(/^Log ?in — Kasuwa$/i);
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page not found — Kasuwa');
});
