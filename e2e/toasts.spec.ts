import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DESKTOP } from './screens';

// The toaster's settings (docs/ui.md), observed on real toasts: Add to Cart on /productdetail/{id}.

const TOAST_WIDTH_PX = 356;
const VIEWPORT_OFFSET_PX = 14;

let productId: string;

test.beforeAll(async ({ request }) => {
  const response = await request.post('/graphql', { data: { query: '{ products(take: 1) { id } }' } });
  const body = (await response.json()) as { data: { products: { id: string }[] } };
  productId = body.data.products[0]!.id;
});

async function openProduct(page: Page) {
  await page.setViewportSize(DESKTOP);
  await page.goto(`/productdetail/${productId}`);
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeVisible();
  return addToCart;
}

const toasts = (page: Page) => page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' });

test('a toast shows top-right, 356 px wide, 14 px from the edges, and leaves after about 4 s', async ({ page }) => {
  const addToCart = await openProduct(page);
  await addToCart.click();
  // Away from the toast: sonner pauses its timer while the pointer is over it.
  await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);

  const toast = toasts(page).first();
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');

  // Let the entrance animation settle before measuring.
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await expect
    .poll(async () => {
      const box = (await toast.boundingBox())!;
      return [Math.round(box.width), Math.round(DESKTOP.width - (box.x + box.width)), Math.round(box.y)];
    })
    .toEqual([TOAST_WIDTH_PX, VIEWPORT_OFFSET_PX, VIEWPORT_OFFSET_PX]);

  await expect(toast).toBeHidden({ timeout: 8_000 });
  const shownMs = Date.now() - shownAt;
  expect(shownMs).toBeGreaterThan(3_500);
  expect(shownMs).toBeLessThan(6_000);
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
  await expect.poll(async () => Math.round((await toast.boundingBox())!.y)).toBe(VIEWPORT_OFFSET_PX);
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
