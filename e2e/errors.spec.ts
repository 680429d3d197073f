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

test('a screen whose code cannot load reloads once, then shows an in-place error with Retry under the tabs', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let aborted = 0;
  let loads = 0;
  page.on('load', () => (loads += 1));
  // The /verify screen is its own lazy chunk (assets/verify-<hash>.js): make its download fail.
  await page.route(/\/assets\/verify-[\w-]+\.js$/, (route) => {
    aborted += 1;
    return route.abort('connectionfailed');
  });

  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Oops, something went wrong!' })).toBeVisible();
  await expect(page.getByText('This screen could not be loaded. Check your connection, then try again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }), 'the tabs stay').toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(page).toHaveURL(/\/verify$/);
  expect(aborted).toBeGreaterThan(0);
  // The one reload a new version may need, then no more: no reload loop.
  await page.waitForTimeout(1_000);
  expect(loads).toBe(2);
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

test('after a deploy, a screen whose old file is gone reloads the page once and opens', async ({ page }) => {
  // A tab opened before the deploy asks for the old file name; the new build's page has the new one.
  let served = 0;
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.route(/\/assets\/verify-[\w-]+\.js$/, (route) => {
    served += 1;
    return served === 1 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue();
  });
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { openedBeforeTheDeploy: true }));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Verify Products' })).toBeVisible();
  await expect(page).toHaveURL(/\/verify$/);
  expect(await page.evaluate(() => 'openedBeforeTheDeploy' in window), 'the page was reloaded').toBe(false);
  expect(loads).toBe(2);
});
