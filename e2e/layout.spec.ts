import { expect, test } from './fixtures';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

// Issue 14, layout: one header at every width, and a visible keyboard focus on product cards.

const STORE = { name: 'Adunni Naturals', slug: 'adunni-naturals' };

test('from 768 px one sticky header holds the brand, the tabs and the bag; the title row scrolls away', async ({
  page,
}) => {
  await page.setViewportSize({ width: DESKTOP.width, height: 600 });
  await page.goto(`/${STORE.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: STORE.name })).toBeVisible();
  await expect(page.getByRole('link', { name: /cart/i })).toHaveCount(1);

  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // Whatever stays pinned at the top is one bar: the tabs and the bag are in it, the title is gone.
  const pinned = await page.evaluate(() => {
    const bar = document.elementFromPoint(window.innerWidth / 2, 5)?.closest('.sticky');
    return {
      bars: Array.from(document.querySelectorAll('.sticky')).filter((el) => {
        const { top, height } = el.getBoundingClientRect();
        return height > 0 && top <= 0 && getComputedStyle(el).position === 'sticky';
      }).length,
      hasTabs: Boolean(bar?.querySelector('nav[aria-label="Main"]')),
      hasBag: Boolean(bar?.querySelector('a[href="/cart"]')),
    };
  });
  expect(pinned).toEqual({ bars: 1, hasTabs: true, hasBag: true });
  await expect(page.getByRole('heading', { level: 1, name: STORE.name })).not.toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'layout-store-desktop');
});

test('on a phone the screen header is the one on top and the tabs are at the bottom', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/${STORE.slug}`);
  await expect(page.getByRole('link', { name: /cart/i })).toHaveCount(1);
  const header = page.getByRole('banner');
  await expect(header.getByRole('heading', { level: 1, name: STORE.name })).toBeVisible();
  const tabs = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  expect(tabs.y + tabs.height).toBeCloseTo(PHONE.height, -1);
});

test('a product card shows the keyboard focus of its link', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`/${STORE.slug}`);
  const firstCard = page
    .getByRole('list', { name: `${STORE.name} products` })
    .getByRole('article')
    .first();
  const link = firstCard.getByRole('link');
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expect.poll(() => firstCard.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
});
