import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

// The top-level fallback ("Something went wrong.", Refresh Page) is covered by
// apps/web/src/app/app-error-boundary.test.tsx: nothing in the production app can be made to fail
// outside a route from the outside, and a crash switch in production code is not acceptable.

test('an unknown path shows the route error page, and Go to Home goes home', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/this/does/not/exist');

  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oops, something went wrong!' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'errors-404-phone');

  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'errors-404-desktop');

  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops, something went wrong!' })).toHaveCount(0);
});

test('a screen whose code cannot load shows the route error page', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let aborted = 0;
  // The /verify screen is its own lazy chunk (assets/verify-<hash>.js): make its download fail.
  await page.route(/\/assets\/verify-[\w-]+\.js$/, (route) => {
    aborted += 1;
    return route.abort('connectionfailed');
  });

  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Oops, something went wrong!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  expect(aborted).toBeGreaterThan(0);
  // The failure is logged, not swallowed.
  expect(errors.some((text) => /dynamically imported module|Failed to fetch|verify/i.test(text))).toBe(true);
});

test('a direct visit to a screen whose code cannot load shows the route error page', async ({ page }) => {
  await page.route(/\/assets\/help-[\w-]+\.js$/, (route) => route.abort('connectionfailed'));
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops, something went wrong!' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
