import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

test.describe('Verify Products', () => {
  test('is the Verify tab, with the code check (e2e/verify.spec.ts checks codes)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/verify');

    await expect(page.getByRole('heading', { level: 1, name: 'Verify Products' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check that a product is genuine' })).toBeVisible();
    await expect(page.getByLabel('Code on the label')).toBeVisible();
    await expect(page.getByText('Coming soon', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Verify' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'info-verify-phone');

    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Products' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'info-verify-desktop');

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('Help', () => {
  test('offers the configured e-mail and phone as mailto: and tel: rows with chevrons', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/help');

    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart');

    const contacts = page.getByRole('list', { name: 'Contact us' });
    const email = contacts.getByRole('link', { name: 'Email us support@kasuwa.ng' });
    const phone = contacts.getByRole('link', { name: 'Call us +234 800 000 0000' });
    await expect(email).toHaveAttribute('href', 'mailto:support@kasuwa.ng');
    await expect(phone).toHaveAttribute('href', 'tel:+2348000000000');
    await expect(email.locator('svg.lucide-chevron-right')).toBeVisible();
    await expect(phone.locator('svg.lucide-chevron-right')).toBeVisible();
    // Touch targets of at least 44 px (docs/ui.md).
    for (const row of [email, phone]) expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    // The privacy note of issue 12: what is counted, what is not, and that GPC or DNT turn it off.
    const note = page.getByRole('region', { name: 'What we count' });
    await expect(note).toContainText('searches (the words and how many results)');
    await expect(note).toContainText('not under your name or account');
    await expect(note).toContainText('network (IP) address');
    await expect(note).toContainText('If your browser sends Global Privacy Control or Do Not Track, we count nothing');

    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'info-help-phone');

    await page.setViewportSize(DESKTOP);
    await expect(email).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'info-help-desktop');
  });
});

test('My Brands stays highlighted while browsing stores, a store and the cart', async ({ page }) => {
  const tab = (name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
  for (const path of ['/', '/stores', '/adunni-naturals', '/cart']) {
    await page.goto(path);
    await expect(tab('My Brands')).toHaveAttribute('aria-current', 'page');
    await expect(tab('Help')).not.toHaveAttribute('aria-current', 'page');
  }
});
