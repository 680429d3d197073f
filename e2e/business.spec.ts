import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import {
  addRetailers,
  failOperation,
  signInBrowser,
  signUpUser,
  signUpWithBusiness,
} from './fixtures-data/manufacturer-session';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

const ALLEN = '12 Allen Avenue, Ikeja, Lagos';

async function pickAddress(page: Page, typed: string, option: string) {
  const address = page.getByRole('combobox', { name: 'Business address' });
  await address.fill(typed);
  await expect(page.getByRole('option', { name: option })).toBeVisible();
  await address.press('ArrowDown');
  await expect(address).toHaveAttribute('aria-activedescendant', /option-0$/);
  await address.press('Enter');
  await expect(address).toHaveValue(option);
  await expect(address).toHaveAttribute('aria-expanded', 'false');
}

test.describe('add-business', () => {
  test('validates, searches addresses, creates the business and offers Not Now', async ({ page, request }) => {
    const user = await signUpUser(request);
    await signInBrowser(page, user);
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard/add-business');
    await expect(page.getByRole('heading', { level: 1, name: 'Add your business' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'business-add-phone');

    await page.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'Business name is required',
      'Brand store name is required',
      'Location is required',
      'Please select an industry',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'business-add-invalid-phone');

    await page.getByRole('textbox', { name: 'Business name' }).fill('Okafor Foods Ltd');
    await page.getByRole('textbox', { name: 'Brand store name' }).fill(`Okafor Foods ${Date.now()}`);

    const address = page.getByRole('combobox', { name: 'Business address' });
    // Under 3 characters nothing is asked.
    await address.fill('Ik');
    await expect(address).toHaveAttribute('aria-expanded', 'false');
    await address.fill('Qxzv Wplk');
    await expect(page.getByText('No addresses found', { exact: true })).toBeVisible();
    await address.press('Escape');
    await expect(page.getByText('No addresses found', { exact: true })).toBeHidden();

    // An outside click closes the suggestions.
    await address.fill('Surulere');
    await expect(page.getByRole('option', { name: 'Surulere, Lagos' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'business-address-suggestions-phone');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('listbox')).toBeHidden();

    await pickAddress(page, '12 Allen Avenue, Ikeja', ALLEN);
    await expect(page.getByText('Location is required')).toBeHidden();

    await page.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Consumer Goods' });
    // The chips are labels around visually hidden checkboxes: click them as a person would.
    await page.locator('label').filter({ hasText: 'Food & Beverages' }).click();
    await page.locator('label').filter({ hasText: 'Household Products' }).click();
    await expect(page.getByRole('checkbox', { name: 'Food & Beverages' })).toBeChecked();

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your business has been created successfully.')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'business-congratulations-phone');
    const stored = await page.evaluate(() => window.localStorage.getItem('manufacturer_id'));
    expect(stored).toMatch(/^[0-9a-f-]{36}$/);

    await dialog.getByRole('link', { name: 'Not Now' }).click();
    await expect(page).toHaveURL(/\/dashboard\/main$/);
  });

  test('tells when address search fails or the address cannot be placed, then goes to Add Product', async ({
    page,
    request,
  }) => {
    const user = await signUpUser(request);
    await signInBrowser(page, user);
    await page.setViewportSize(DESKTOP);
    await failOperation(page, 'SearchAddress');
    await page.goto('/dashboard/add-business');

    const address = page.getByRole('combobox', { name: 'Business address' });
    await address.fill('Allen Avenue');
    await expect(page.getByText('There was an error searching for the address.')).toBeVisible();
    await page.unrouteAll();

    await page.getByRole('textbox', { name: 'Business name' }).fill('Bello Cosmetics');
    await page.getByRole('textbox', { name: 'Brand store name' }).fill(`Bello Beauty ${Date.now()}`);
    await page.getByRole('combobox', { name: 'Industry' }).selectOption('BEAUTY_AND_COSMETICS');
    // Typed but never picked, and nowhere the server can place.
    await address.fill('Qxzv Wplk Street');
    await address.press('Escape');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Error submitting form. Please try again.').first()).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Pick one of the suggested addresses' }).first(),
    ).toBeVisible();
    await saveScreenshot(page, 'business-add-refused-desktop');

    await pickAddress(page, '12 Allen Avenue, Ikeja', ALLEN);
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(dialog).toBeVisible();
    await saveScreenshot(page, 'business-congratulations-desktop');
    await dialog.getByRole('link', { name: 'Add Product' }).click();
    await expect(page).toHaveURL(/\/dashboard\/add-product$/);
  });

  test('shows "Submitting..." while the business is being created', async ({ page, request }) => {
    const user = await signUpUser(request);
    await signInBrowser(page, user);
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard/add-business');
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'business-add-desktop');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('mutation CreateManufacturer')) await held;
      await route.fallback();
    });
    await page.getByRole('textbox', { name: 'Business name' }).fill('Slow Ltd');
    await page.getByRole('textbox', { name: 'Brand store name' }).fill(`Slow Store ${Date.now()}`);
    await pickAddress(page, '12 Allen Avenue, Ikeja', ALLEN);
    await page.getByRole('combobox', { name: 'Industry' }).selectOption('CONSUMER_GOODS');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
  });
});

test.describe('account', () => {
  test('shows the business, copies the profile URL and previews 3 retailers', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const user = await signUpWithBusiness(request);
    await addRetailers(request, user, ['Ada Mart', 'Bisi Stores', 'Chika Shop', 'Dayo Kiosk']);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInBrowser(page, user);
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard/account');

    const info = page.getByRole('region', { name: 'Business info' });
    await expect(info.getByText('Okafor Foods Ltd')).toBeVisible();
    await expect(info.getByText('Consumer Goods')).toBeVisible();
    await expect(info.getByText('Food & Beverages, Household Products')).toBeVisible();
    await expect(info.getByText(ALLEN)).toBeVisible();
    const url = `${baseURL}/${user.slug}`;
    await expect(info.getByRole('link', { name: url })).toHaveAttribute('href', url);

    const retailers = page.getByRole('list', { name: 'Your retailers' });
    await expect(retailers.getByRole('listitem')).toHaveCount(3);
    await expect(retailers.getByRole('link', { name: '0803 000 0000' })).toHaveAttribute('href', 'tel:08030000000');
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'business-account-phone');

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 3000 });

    await page.setViewportSize(DESKTOP);
    await saveScreenshot(page, 'business-account-desktop');
    await page.getByRole('link', { name: 'Show more' }).click();
    await expect(page).toHaveURL(/\/dashboard\/retailers$/);
    await expect(page.getByRole('list', { name: 'Retailers' }).getByRole('listitem')).toHaveCount(4);
  });

  test('has no Show more with 3 retailers or fewer', async ({ page, request }) => {
    const user = await signUpWithBusiness(request);
    await addRetailers(request, user, ['Ada Mart', 'Bisi Stores']);
    await signInBrowser(page, user);
    await page.goto('/dashboard/account');
    await expect(page.getByRole('list', { name: 'Your retailers' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Show more' })).toHaveCount(0);
  });

  test('says when business info or retailers fail to load', async ({ page, request }) => {
    const user = await signUpWithBusiness(request);
    await signInBrowser(page, user);
    await failOperation(page, 'Business');
    await failOperation(page, 'Retailers');
    await page.goto('/dashboard/account');
    await expect(page.getByText('Error loading business info.')).toBeVisible();
    await expect(page.getByText('Error loading retailers.')).toBeVisible();
    await saveScreenshot(page, 'business-account-errors-phone');
  });

  test('says when there is no business info', async ({ page, request }) => {
    const user = await signUpWithBusiness(request);
    await signInBrowser(page, user);
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('query Business')) {
        await route.fulfill({ contentType: 'application/json', body: '{"data":{"manufacturer":null}}' });
      } else await route.fallback();
    });
    await page.goto('/dashboard/account');
    await expect(page.getByText('No business info found.')).toBeVisible();
  });
});
