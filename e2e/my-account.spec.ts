import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { checkAtBothWidths } from './a11y';
import { expect, test } from './fixtures';
import { signInBrowser, signUpWithBusiness } from './fixtures-data/manufacturer-session';
import { DESKTOP, saveScreenshot } from './screens';

const PASSWORD = 'Makerbrand@2026';
const NEW_PASSWORD = 'Harmattan@2027x';

const card = (page: Page) => page.getByRole('region', { name: 'Password and your data' });

test('My Account changes the password, downloads the data and logs out of every device', async ({ page, request }) => {
  const user = await signUpWithBusiness(request);
  await signInBrowser(page, user);
  await page.goto('/dashboard/account');
  await expect(card(page).getByRole('heading', { name: 'Change password' })).toBeVisible();
  await checkAtBothWidths(page, 'dashboard-account');

  // Change password: a wrong current password is named on its field; the right one stays here.
  await card(page).getByLabel('Current password').fill('Wrong@2026x');
  await card(page).getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await card(page).getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await card(page).getByRole('button', { name: 'Change Password' }).click();
  await expect(card(page).getByText('Your current password is not right.')).toBeVisible();
  await card(page).getByLabel('Current password').fill(PASSWORD);
  await card(page).getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(card(page).getByLabel('Current password')).toHaveValue('');

  // Download my data: a JSON file of what the account owns.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card(page).getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kasuwa-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.profile.id).toBe(user.userId);
  expect(data.businesses[0].id).toBe(user.manufacturerId);

  // Log out of all devices: asked first; a failure shows its toast above the dialog's backdrop.
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('LogOutEverywhere')) return route.abort();
    return route.fallback();
  });
  await card(page).getByRole('button', { name: 'Log out of all devices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out of all devices?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out everywhere' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Network error occurred' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  // A toast under the backdrop would be dimmed: its white background must stay white. Polled: the
  // toast fades in (and slides) after it is mounted, and a half-faded toast lets the backdrop through.
  const toastBackground = async () => {
    const box = (await toast.boundingBox())!;
    const pixel = await page.screenshot({
      clip: { x: box.x + box.width - 12, y: box.y + box.height / 2, width: 1, height: 1 },
    });
    const { data: rgb } = await sharp(pixel).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return [...rgb];
  };
  await expect
    .poll(async () => (await toastBackground()).every((channel) => channel > 240), {
      message: 'the toast stays white above the backdrop',
    })
    .toBe(true);
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, 'toast-above-dialog-desktop');

  await page.unroute('**/graphql');
  await dialog.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard/account');
  await expect(page).toHaveURL(/\/login/);
  const me = await request.post('/graphql', {
    data: { query: '{ me { id } }' },
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(((await me.json()) as { data: { me: unknown } }).data.me).toBeNull();
});

test('leaving a form with unsaved changes asks first', async ({ page, request }) => {
  const user = await signUpWithBusiness(request);
  await signInBrowser(page, user);
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard/add-product');
  const myProducts = page.getByRole('navigation').getByRole('link', { name: 'My Products' }).first();

  // Nothing typed: leaving is not asked about.
  await myProducts.click();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
  await page.goto('/dashboard/add-product');

  await page.getByLabel('Product name').fill('Half-typed cream');
  await myProducts.click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await saveScreenshot(page, 'unsaved-changes-desktop');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-product$/);
  await expect(page.getByLabel('Product name')).toHaveValue('Half-typed cream');

  await myProducts.click();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
});
