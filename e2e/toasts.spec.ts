import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

// The toaster's settings (docs/ui.md), observed on real toasts: Add to Cart on /productdetail/{id}.
// Placed where they cover nothing: on a phone top centre below the screen's header; from 768 px
// bottom right, above the page's purchase bar.

const TOAST_WIDTH_PX = 356;
const VIEWPORT_OFFSET_PX = 14;
/** The phone header is 56 px: toasts start 8 px under it. */
const PHONE_TOP_PX = 64;
const PHONE_SIDE_PX = 16;

let productId: string;

test.beforeAll(async ({ request }) => {
  const response = await request.post('/graphql', { data: { query: '{ products(take: 1) { id } }' } });
  const body = (await response.json()) as { data: { products: { id: string }[] } };
  productId = body.data.products[0]!.id;
});

async function openProduct(page: Page, size: { width: number; height: number } = DESKTOP) {
  await page.setViewportSize(size);
  await page.goto(`/productdetail/${productId}`);
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeVisible();
  return addToCart;
}

const toasts = (page: Page) => page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' });

test('on a desktop a toast shows bottom right, 356 px wide, 14 px from the edge and above the purchase bar, and leaves after about 4 s', async ({
  page,
}) => {
  const addToCart = await openProduct(page);
  await addToCart.click();
  // Away from the toast: sonner pauses its timer while the pointer is over it.
  await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);

  const toast = toasts(page).first();
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');

  const bar = (await page.getByRole('region', { name: 'Buy this product' }).boundingBox())!;
  // Let the entrance animation settle before measuring.
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await expect
    .poll(async () => {
      const box = (await toast.boundingBox())!;
      return [
        Math.round(box.width),
        Math.round(DESKTOP.width - (box.x + box.width)),
        Math.round(bar.y - (box.y + box.height)),
      ];
    })
    .toEqual([TOAST_WIDTH_PX, VIEWPORT_OFFSET_PX, VIEWPORT_OFFSET_PX]);
  await saveScreenshot(page, 'toast-desktop');

  await expect(toast).toBeHidden({ timeout: 8_000 });
  const shownMs = Date.now() - shownAt;
  expect(shownMs).toBeGreaterThan(3_500);
  expect(shownMs).toBeLessThan(6_000);
});

test('on a phone a toast shows top centre, below the header and clear of the bars at the bottom', async ({ page }) => {
  const addToCart = await openProduct(page, PHONE);
  await addToCart.click();
  const toast = toasts(page).first();
  await expect(toast).toBeVisible();
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'center');
  await expect(toast).toHaveAttribute('data-mounted', 'true');

  const header = (await page.getByRole('banner').boundingBox())!;
  await expect
    .poll(async () => {
      const box = (await toast.boundingBox())!;
      return [Math.round(box.x), Math.round(PHONE.width - (box.x + box.width)), Math.round(box.y)];
    })
    .toEqual([PHONE_SIDE_PX, PHONE_SIDE_PX, PHONE_TOP_PX]);
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  const bar = (await page.getByRole('region', { name: 'Buy this product' }).boundingBox())!;
  expect(box.y + box.height).toBeLessThan(bar.y);
  await saveScreenshot(page, 'toast-phone');
});

test('at most 3 toasts are visible at once', async ({ page }) => {
  const addToCart = await openProduct(page);
  for (let i = 0; i < 4; i += 1) await addToCart.click();

  await expect(toasts(page)).toHaveCount(4);
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
  await expect(page.locator('[data-sonner-toast][data-visible="false"]')).toHaveCount(1);
});

test('a 20 px swipe dismisses a toast; a 10 px one does not', async ({ page }) => {
  const addToCart = await openProduct(page);
  await addToCart.click();
  const toast = toasts(page).first();
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-mounted', 'true');

  // Wait for the entrance animation to end, or the pointer could miss the moving toast.
  const bar = (await page.getByRole('region', { name: 'Buy this product' }).boundingBox())!;
  await expect
    .poll(async () => {
      const { y, height } = (await toast.boundingBox())!;
      return Math.round(bar.y - (y + height));
    })
    .toBe(VIEWPORT_OFFSET_PX);
  const box = (await toast.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  // A slow swipe: sonner by itself dismisses only at 45 px or a flick faster than 0.11 px/ms, so
  // holding the pointer first keeps the velocity low and leaves the 20 px rule as the only reason.
  const SLOW_SWIPE_HOLD_MS = 400;
  const swipe = async (distance: number) => {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.waitForTimeout(SLOW_SWIPE_HOLD_MS);
    await page.mouse.move(x + distance, y, { steps: 5 });
    await page.mouse.up();
  };

  // A dismissal happens in the pointerup handler itself, so the attribute would already show it.
  await swipe(10);
  await expect(toast).toHaveAttribute('data-removed', 'false');
  await expect(toast).toBeVisible();

  await swipe(20);
  await expect(toast).toBeHidden({ timeout: 2_000 });
});
