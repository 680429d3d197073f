import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { PNG } from './fixtures-data/dashboard-owner';
import { serveTiles, tilePattern } from './fixtures-data/map-tiles';
import { DESKTOP } from './screens';

const PASSWORD = 'Journeyman@2026';

/**
 * Issue 4's promise: from sign-up to a brand store with a product and a retailer that a shopper
 * sees, touching nothing but the browser.
 */
test('a manufacturer signs up, creates the business, adds a product and a retailer; a shopper finds them', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const brand = `Journey Naturals ${stamp}`;
  const productName = `Journey Shea Butter ${stamp}`;
  const image = path.join(tmpdir(), `kasuwa-journey-${process.pid}.png`);
  writeFileSync(image, PNG);
  await page.setViewportSize(DESKTOP);

  // Sign up through "Sell on Kasuwa", the spec's sign-up then add-business path.
  await page.goto('/help');
  await page.getByRole('link', { name: 'Sell on Kasuwa' }).click();
  await expect(page).toHaveURL(/\/signup\?next=%2Fdashboard%2Fadd-business$/);
  await page.getByLabel('Email').fill(`journey.${stamp}@example.ng`);
  await page.getByLabel('Name').fill('Amaka Journey');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-business$/);

  // The business, with an address picked from the suggestions.
  await page.getByRole('textbox', { name: 'Business name' }).fill(`${brand} Ltd`);
  await page.getByRole('textbox', { name: 'Brand store name' }).fill(brand);
  const address = page.getByRole('combobox', { name: 'Business address' });
  await address.fill('12 Allen Avenue, Ikeja');
  await page.getByRole('option', { name: '12 Allen Avenue, Ikeja, Lagos' }).click();
  await page.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Beauty & Cosmetics' });
  await page.locator('label').filter({ hasText: 'Personal Care & Hygiene' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
  await dialog.getByRole('link', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-product$/);

  // The first product, with an uploaded image.
  const fields: Record<string, string> = {
    'Product name': productName,
    Description: 'Raw unrefined shea butter for dry skin and hair.',
    'Retail price (₦)': '3500',
    Quantity: '40',
    'Batch number': '3',
    'Manufacture date': '2026-03-01',
    'Expiry date': '2028-03-01',
  };
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Category').selectOption({ label: 'Personal Care & Hygiene' });
  await page.getByLabel('Product image').setInputFiles(image);
  await expect(page.getByRole('img', { name: 'Uploaded preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Your product has been added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);

  // A retailer.
  await page.getByRole('link', { name: 'Add Retailers' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/add-retailer$/);
  const retailer = page.getByRole('group', { name: 'Retailer 1' });
  await retailer.getByRole('textbox', { name: 'Name' }).fill(`Ikeja Beauty Hub ${stamp}`);
  await retailer.getByRole('combobox', { name: 'Address' }).fill('Allen Avenue, Ikeja');
  await page.getByRole('option', { name: 'Allen Avenue, Ikeja, Lagos' }).click();
  await retailer.getByRole('textbox', { name: 'Contact' }).fill('08031230000');
  await page.getByRole('button', { name: 'Save retailers' }).click();
  await expect(page.getByText('Retailers added successfully!')).toBeVisible();

  // The account page gives the shareable store address.
  await page.getByRole('link', { name: 'My Account' }).first().click();
  const profileUrl = await page.getByText(/^http:\/\/[^/]+\/[a-z0-9-]+$/).textContent();
  expect(profileUrl).toMatch(/\/journey-naturals-[a-z0-9]+$/);

  // A shopper, with no session, opens the store and finds the product and where to buy it.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await serveTiles(page, await tilePattern(request));
  await page.goto(profileUrl!);
  await expect(page.getByRole('heading', { level: 1, name: brand })).toBeVisible();
  await page.getByRole('link', { name: productName }).click();
  await expect(page.getByRole('heading', { level: 2, name: productName })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Where to buy' }).getByText(`Ikeja Beauty Hub ${stamp}`).first(),
  ).toBeVisible();
});
