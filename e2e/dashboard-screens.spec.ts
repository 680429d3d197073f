// Every dashboard screen at a phone's and a laptop's width: axe clean, nothing wider than the
// window, one padding scale (each screen's title starts where the others' do), and a long business
// name shown in full. Screenshots go to e2e/screenshots/ for a person to look at.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE, saveScreenshot } from './screens';
import { createOwner, createProduct, signIn } from './fixtures-data/dashboard-owner';
import { serveTiles, tilePattern } from './fixtures-data/map-tiles';

const LONG_NAME = 'Chukwuemeka and Daughters Natural Skin and Hair Care Manufacturing Company Limited';

const ownerWithLongName = (request: Parameters<typeof createOwner>[0]) =>
  createOwner(request, { businessName: LONG_NAME, brandStoreName: 'Chukwuemeka Naturals' });

/** The screens, by path. */
const screens = (productId: string) => [
  'main',
  'myproducts',
  'add-product',
  `edit-product/${productId}`,
  `products/${productId}/batches`,
  'retailers',
  'add-retailer',
  'add-retailer-csv',
  'orders',
  'verifications',
  'reviews',
  'account',
  'business',
  'import-products',
  'add-business',
];

/**
 * How the screen sits in the main area: the gaps between main's padded box and the screen's
 * column (its first element), and how far the title is indented inside that column. One padding
 * scale means the layout's padding only: the column fills the padded box or is centred in it, and
 * the title starts at the column's edge.
 */
function placement(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const column = main.firstElementChild!;
    const heading = main.querySelector('h1')!;
    const style = getComputedStyle(main);
    const box = main.getBoundingClientRect();
    const left = box.left + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.paddingRight);
    const c = column.getBoundingClientRect();
    return {
      leftGap: Math.round(c.left - left),
      rightGap: Math.round(right - c.right),
      titleIndent: Math.round(heading.getBoundingClientRect().left - c.left),
    };
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`every dashboard screen at ${viewport.width} px: axe clean, within the window, one padding scale`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const owner = await ownerWithLongName(request);
    const productId = await createProduct(request, owner, 'Shea Butter 250 ml');
    await serveTiles(page, await tilePattern(request));
    await signIn(page, owner);

    for (const path of screens(productId)) {
      await page.goto(`/dashboard/${path}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `/dashboard/${path} is wider than the window`).toBeLessThanOrEqual(0);
      const { leftGap, rightGap, titleIndent } = await placement(page);
      expect(titleIndent, `/dashboard/${path}: the title is padded inside its column`).toBe(0);
      expect(Math.abs(leftGap - rightGap), `/dashboard/${path}: the column is off centre`).toBeLessThanOrEqual(1);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(
        page,
        `dashboard-${path.replace(/[0-9a-f-]{36}/, 'product').replace(/\//g, '-')}-${viewport.width}`,
      );
    }
  });
}

test('a long business name is shown in full, wrapped, in the sidebar and the phone header', async ({
  page,
  request,
}) => {
  const owner = await ownerWithLongName(request);
  await signIn(page, owner);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/main');
    const name = page.getByText(LONG_NAME, { exact: false }).locator('visible=true').first();
    await expect(name).toBeVisible();
    const clipped = await name.evaluate(
      (element) =>
        element.scrollWidth > element.clientWidth + 1 || getComputedStyle(element).textOverflow === 'ellipsis',
    );
    expect(clipped, `the name is cut at ${viewport.width} px`).toBe(false);
    await saveScreenshot(page, `dashboard-long-name-${viewport.width}`);
  }
});
