import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

const screenshot = (name: string) => fileURLToPath(new URL(`./screenshots/${name}.png`, import.meta.url));

type BrandStore = { name: string; slug: string; brandStoreName: string };

test('the home page lists the seeded brand stores', async ({ page, request }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  const response = await request.post('/graphql', {
    data: { query: '{ manufacturers { name slug brandStoreName } }' },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { manufacturers: BrandStore[] } };
  const names = body.data.manufacturers.map((m) => m.brandStoreName);
  expect(names.length, 'the demo data seeds at least 8 manufacturers').toBeGreaterThanOrEqual(8);

  await page.goto('/');
  await expect(page).toHaveTitle('My Brands — Kasuwa');
  await expect(page.getByRole('heading', { level: 1, name: 'My Brands' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Brand stores' });
  // Other journeys may add stores while this one runs: every store known before must be listed.
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(names.length);
  for (const name of names) {
    await expect(list.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await page.screenshot({ path: screenshot('home-mobile'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: screenshot('home-desktop'), fullPage: true });

  expect(consoleErrors).toEqual([]);
});

test('/healthz answers ok', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('unknown paths serve the web app (SPA fallback)', async ({ page }) => {
  const response = await page.goto('/some/deep/link');
  expect(response?.status()).toBe(200);
  // The app itself answers, with its not-found screen (the page's first title, "Kasuwa", lasts
  // only until that screen has loaded: asserting it raced the screen).
  await expect(page).toHaveTitle('Page not found — Kasuwa');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops, something went wrong!' })).toBeVisible();
});
