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

test('a link preview without JavaScript (as WhatsApp fetches it) finds the store and product tags', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: 'WhatsApp/2.24.6.77 A' });
  const page = await context.newPage();
  const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');

  await page.goto('/Adunni-Naturals');
  expect(new URL(page.url()).pathname).toBe('/adunni-naturals');
  expect(await meta('og:title')).toBe('Adunni Naturals — Kasuwa');
  expect(await meta('og:url')).toMatch(/\/adunni-naturals$/);

  const canonical = await page.evaluate(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href'));
  expect(canonical).toMatch(/\/adunni-naturals$/);
  const { data } = (await (
    await request.post('/graphql', { data: { query: '{ products(take: 1) { id name } }' } })
  ).json()) as { data: { products: { id: string; name: string }[] } };
  await page.goto(`/productdetail/${data.products[0]!.id}`);
  expect(await meta('og:type')).toBe('product');
  const name = data.products[0]!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(await meta('og:title')).toMatch(new RegExp(`^${name} — ₦[\\d,]+(\\.\\d\\d)? — Kasuwa$`));
  const image = await meta('og:image');
  expect(image).toBeTruthy();
  const picture = await request.get(new URL(image!).pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
  await context.close();
});
