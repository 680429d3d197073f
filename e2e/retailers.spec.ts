import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { failOperation, signInBrowser, signUpWithBusiness } from './fixtures-data/manufacturer-session';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

const row = (page: Page, number: number) => page.getByRole('group', { name: `Retailer ${number}` });

async function pickAddress(page: Page, number: number, typed: string, option: string) {
  const address = row(page, number).getByRole('combobox', { name: 'Address' });
  await address.fill(typed);
  await expect(page.getByRole('option', { name: option })).toBeVisible();
  await address.press('ArrowDown');
  await address.press('Enter');
  await expect(address).toHaveValue(option);
}

test('an empty list offers to add retailers, and the rows form adds and removes rows', async ({ page, request }) => {
  const user = await signUpWithBusiness(request);
  await signInBrowser(page, user);
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/retailers');
  await expect(page.getByRole('heading', { name: 'No retailers yet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'retailers-empty-phone');
  await page.getByRole('link', { name: 'Add your first retailer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-retailer$/);

  // One row: only an add button, so it cannot be removed.
  await expect(page.getByRole('group', { name: /^Retailer \d$/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Remove retailer/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add another retailer' }).click();
  await page.getByRole('button', { name: 'Add another retailer' }).click();
  await expect(page.getByRole('group', { name: /^Retailer \d$/ })).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Add another retailer' })).toHaveCount(1);
  await expect(row(page, 3).getByRole('button', { name: 'Add another retailer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove retailer 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove retailer 2' })).toBeVisible();

  await row(page, 1).getByRole('textbox', { name: 'Name' }).fill('First Shop');
  await page.getByRole('button', { name: 'Remove retailer 1' }).click();
  await expect(page.getByRole('group', { name: /^Retailer \d$/ })).toHaveCount(2);
  await expect(row(page, 1).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(
    row(page, 1).getByRole('textbox', { name: 'Name' }),
    'focus goes on at the row in its place',
  ).toBeFocused();

  await page.getByRole('button', { name: 'Save retailers' }).click();
  await expect(page.getByText('Retailer name is required')).toHaveCount(2);
  await expect(page.getByText('Location is required')).toHaveCount(2);
  await expect(page.getByText('Contact is required')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'retailers-add-invalid-phone');
});

test('saving retailers goes to the refreshed list; a refused row is named', async ({ page, request }) => {
  const user = await signUpWithBusiness(request);
  await signInBrowser(page, user);
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard/retailers');
  await expect(page.getByRole('heading', { name: 'No retailers yet' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Retailer pages' }).getByRole('link', { name: 'Add retailers' }).click();
  await expect(page.getByRole('link', { name: 'Import a spreadsheet' })).toHaveAttribute(
    'href',
    '/dashboard/add-retailer-csv',
  );

  await row(page, 1).getByRole('textbox', { name: 'Name' }).fill('Mama Ngozi Stores');
  await pickAddress(page, 1, 'Surulere', 'Surulere, Lagos');
  await row(page, 1).getByRole('textbox', { name: 'Contact' }).fill('08031234567');
  await page.getByRole('button', { name: 'Add another retailer' }).click();
  await row(page, 2).getByRole('textbox', { name: 'Name' }).fill('Bello Supermarket');
  await row(page, 2).getByRole('combobox', { name: 'Address' }).fill('Qxzv Wplk Street');
  await row(page, 2).getByRole('combobox', { name: 'Address' }).press('Escape');
  await row(page, 2).getByRole('textbox', { name: 'Contact' }).fill('+2348098765432');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'retailers-add-desktop');

  await page.getByRole('button', { name: 'Save retailers' }).click();
  await expect(page.getByText('There was an error creating the retailers.')).toBeVisible();
  await expect(page.getByText('There was an error adding retailers. Try again')).toBeVisible();
  await expect(page.getByText(/^Row 2: We could not find the address "Qxzv Wplk Street"/)).toBeVisible();
  await expect(row(page, 2).getByRole('combobox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'true');
  await saveScreenshot(page, 'retailers-add-refused-desktop');

  await pickAddress(page, 2, '5 Ikeja', '5 Ikeja, Lagos');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('mutation AddMultipleRetailer')) await held;
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Save retailers' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();
  await expect(page.getByText('Retailers added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/retailers$/);
  const list = page.getByRole('list', { name: 'Retailers' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('Bello Supermarket')).toBeVisible();
  await expect(list.getByRole('link', { name: '0809 876 5432' })).toHaveAttribute('href', 'tel:08098765432');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'retailers-list-desktop');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'retailers-list-phone');
});

test('a list that fails to load says so on the page and in a toast', async ({ page, request }) => {
  const user = await signUpWithBusiness(request);
  await signInBrowser(page, user);
  await failOperation(page, 'RetailerPage');
  await page.goto('/dashboard/retailers');
  await expect(page.getByText('Error loading retailers. Please try again later.')).toBeVisible();
  await expect(page.getByText('Failed to load retailers')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'retailers-error-phone');
});

test('the list shows a skeleton while loading', async ({ page, request }) => {
  const user = await signUpWithBusiness(request);
  await signInBrowser(page, user);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('query RetailerPage')) await held;
    await route.fallback();
  });
  await page.goto('/dashboard/retailers');
  await expect(page.getByRole('status', { name: 'Loading retailers' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'No retailers yet' })).toBeVisible();
});
