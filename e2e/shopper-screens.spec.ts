// Every shopper screen a visitor can open without an order, at a small phone's, a common phone's
// and a laptop's width: axe clean and nothing wider than the window. Screenshots go to
// e2e/screenshots/ for a person to look at. Runs on the demo data the test server is seeded with.
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screens';

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

async function demoIds(request: APIRequestContext) {
  const response = await request.post('/graphql', {
    data: { query: '{ manufacturers { slug productCount } products(take: 1) { id category } }' },
  });
  const { data } = (await response.json()) as {
    data: { manufacturers: { slug: string; productCount: number }[]; products: { id: string; category: string }[] };
  };
  const store = data.manufacturers.find((m) => m.productCount > 0)!;
  return { slug: store.slug, product: data.products[0]! };
}

for (const viewport of WIDTHS) {
  test(`every shopper screen at ${viewport.width} px: axe clean and within the window`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const { slug, product } = await demoIds(request);
    const paths = [
      '/',
      `/${slug}`,
      '/categories',
      `/categories/${product.category}`,
      `/product/${product.id}`,
      `/productdetail/${product.id}`,
      '/cart',
      '/verify',
      '/help',
      '/account',
      '/account/favourites',
      '/login',
      '/signup',
      '/no-such-store-here',
    ];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than the window`).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
      const name = path === '/' ? 'home' : path.slice(1).replace(slug, 'store').replace(product.id, 'product');
      await saveScreenshot(page, `shopper-${name.replace(/\//g, '-')}-${viewport.width}`);
    }
  });
}
