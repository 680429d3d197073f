import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE, saveScreenshot } from './screens';
import { PNG, createOwner, createProduct, graphql, operationName, signIn } from './fixtures-data/dashboard-owner';

const variablesOf = (route: Route) =>
  (JSON.parse(route.request().postData() ?? '{}') as { variables: Record<string, Record<string, unknown>> }).variables;

/** Holds one operation's requests until `release` is called, to see the form while it waits. */
function holdOperation(page: Page, name: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const seen: Record<string, unknown>[] = [];
  const ready = page.route('**/graphql', async (route) => {
    if (operationName(route.request().postData()) !== name) return route.fallback();
    seen.push(Object.values(variablesOf(route))[0] ?? {});
    await released;
    return route.fallback();
  });
  return { ready, release: () => release(), seen };
}

const imageFile = () => {
  const file = path.join(tmpdir(), `kasuwa-product-${process.pid}.png`);
  writeFileSync(file, PNG);
  return file;
};

const CREATE_MESSAGES = [
  'Product name is required',
  'Description is required',
  'Please upload an image before submitting.',
  'Retail price is required',
  'Quantity is required',
  'Batch number is required',
  'Manufacture date is required',
  'Expiry date is required',
];

async function fillProduct(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

test('a new product with an uploaded image shows in My Products and in the public store', async ({ page, request }) => {
  const owner = await createOwner(request);
  await signIn(page, owner);
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard/myproducts');
  await page.getByRole('main').getByRole('link', { name: 'Add Product' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();
  await expect(page.getByLabel('Barcode (optional)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'dashboard-add-product-desktop');

  await fillProduct(page, {
    'Product name': 'Ofada Rice 5kg',
    Description: 'Locally grown, stone-free ofada rice.',
    'Retail price (₦)': '2500',
    Quantity: '30',
    'Batch number': '12',
    'Batch quantity (optional)': '100',
    'Manufacture date': '2026-02-01',
    'Expiry date': '2027-02-01',
  });
  await page.getByLabel('Category').selectOption({ label: 'Food & Beverages' });
  await page.getByLabel('Product image').setInputFiles(imageFile());
  await expect(page.getByText('You have successfully uploaded this image.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Uploaded preview' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove image' })).toBeVisible();
  await saveScreenshot(page, 'dashboard-add-product-filled-desktop');

  const create = holdOperation(page, 'CreateProduct');
  await create.ready;
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  create.release();
  await expect(page.getByText('Your product has been added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
  expect(create.seen[0]).toMatchObject({
    name: 'Ofada Rice 5kg',
    retailPrice: '2500',
    quantity: 30,
    batchNumber: '12',
    batchQuantity: 100,
    barCode: null,
    category: 'foodBeverages',
    manufactureDate: '2026-02-01T00:00:00.000Z',
    expiryDate: '2027-02-01T00:00:00.000Z',
    manufacturerId: owner.manufacturerId,
  });
  expect(create.seen[0]?.imageUrl).toMatch(/\/uploads\//);

  const row = page.getByRole('table', { name: 'Your products' }).getByRole('row', { name: /Ofada Rice 5kg/ });
  await expect(row).toContainText('₦2,500');
  await expect(row).toContainText('30');

  await page.goto(`/${owner.slug}`);
  await expect(page.getByText('Ofada Rice 5kg')).toBeVisible();
});

test('every rule of the create form shows its message under its field', async ({ page, request }) => {
  const owner = await createOwner(request);
  await signIn(page, owner);
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/add-product');
  const submit = page.getByRole('button', { name: 'Add Product' });
  await submit.click();
  for (const message of CREATE_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByText('Barcode is required')).toHaveCount(0);
  await expect(page.getByLabel('Product name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Product name', { exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'dashboard-add-product-errors-phone');

  await fillProduct(page, {
    'Product name': 'Kunu',
    Description: 'Too short',
    'Retail price (₦)': 'abc',
    Quantity: '0',
    'Batch number': '0',
    'Manufacture date': '2026-03-01',
    'Expiry date': '2026-02-01',
  });
  await expect(page.getByText('Product name is required')).toHaveCount(0);
  await expect(page.getByText('Description must be at least 10 characters')).toBeVisible();
  await expect(page.getByText('Retail price must be a valid amount')).toBeVisible();
  await expect(page.getByText('Quantity must be at least 1')).toBeVisible();
  await expect(page.getByText('Batch number must be at least 1')).toBeVisible();
  await expect(page.getByText('Please upload an image before submitting.')).toBeVisible();
  await page.getByLabel('Product image').setInputFiles(imageFile());
  await expect(page.getByText('Please upload an image before submitting.')).toHaveCount(0);

  // The date order is checked once every field on its own is right.
  await fillProduct(page, {
    Description: 'Millet drink with ginger.',
    'Retail price (₦)': '500',
    Quantity: '1',
    'Batch number': '1',
  });
  await submit.click();
  await expect(page.getByText('Expiry date must be after manufacture date')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/add-product$/);
});

test('edit pre-fills the product, needs a barcode, allows batch number 0 and saves a new price', async ({
  page,
  request,
}) => {
  const owner = await createOwner(request);
  const id = await createProduct(request, owner, 'Plantain Chips');
  await signIn(page, owner);
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/myproducts');
  await page.getByRole('button', { name: 'Actions for Plantain Chips' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/edit-product/${id}$`));

  await expect(page.getByLabel('Product name', { exact: true })).toHaveValue('Plantain Chips');
  await expect(page.getByLabel('Retail price (₦)')).toHaveValue('1250');
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('40');
  await expect(page.getByLabel('Batch number')).toHaveValue('3');
  await expect(page.getByLabel('Category')).toHaveValue('foodBeverages');
  await expect(page.getByLabel('Manufacture date')).toHaveValue('2026-01-10');
  await expect(page.getByLabel('Expiry date')).toHaveValue('2026-12-10');
  await expect(page.getByRole('img', { name: 'Uploaded preview' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'dashboard-edit-product-phone');

  await fillProduct(page, { 'Batch number': '0', 'Retail price (₦)': '3000' });
  const submit = page.getByRole('button', { name: 'Update Product' });
  await submit.click();
  await expect(page.getByText('Barcode is required')).toBeVisible();
  await expect(page.getByText(/^Batch number (is required|must be)/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(
    page.getByLabel('Product image'),
    'focus moves to the file picker that replaces the button',
  ).toBeFocused();
  await page.getByLabel('Product name', { exact: true }).fill('');
  await submit.click();
  await expect(page.getByText('Product name is required')).toBeVisible();
  await expect(page.getByText('Please upload an image before submitting.')).toBeVisible();
  await page.getByLabel('Product name', { exact: true }).fill('Plantain Chips');
  await page.getByLabel('Product image').setInputFiles(imageFile());
  await expect(page.getByRole('img', { name: 'Uploaded preview' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove image' })).toBeFocused();

  await page.getByLabel('Barcode', { exact: true }).fill('6151100123456');
  const update = holdOperation(page, 'UpdateProduct');
  await update.ready;
  await submit.click();
  await expect(page.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  update.release();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
  expect(update.seen[0]).toMatchObject({ id, retailPrice: '3000', batchNumber: '0', barCode: '6151100123456' });
  await expect(page.getByRole('list', { name: 'Your products' })).toContainText('₦3,000');

  await page.setViewportSize(DESKTOP);
  await page.goto(`/dashboard/edit-product/${id}`);
  await expect(page.getByLabel('Barcode', { exact: true })).toHaveValue('6151100123456');
  await expect(page.getByLabel('Batch number')).toHaveValue('0');
  await saveScreenshot(page, 'dashboard-edit-product-desktop');
});

test('a refused save says why in a toast and keeps the form', async ({ page, request }) => {
  const owner = await createOwner(request);
  const id = await createProduct(request, owner, 'Plantain Chips');
  await signIn(page, owner);
  await page.route('**/graphql', (route) =>
    ['CreateProduct', 'UpdateProduct'].includes(operationName(route.request().postData()) ?? '')
      ? route.fulfill({ json: { errors: [{ message: 'The store is closed', extensions: { code: 'FORBIDDEN' } }] } })
      : route.fallback(),
  );
  await page.goto(`/dashboard/edit-product/${id}`);
  await page.getByLabel('Barcode', { exact: true }).fill('6151100123456');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Failed to update product. The store is closed')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/edit-product/${id}$`));

  await page.goto('/dashboard/add-product');
  await fillProduct(page, {
    'Product name': 'Kunu',
    Description: 'Millet drink with ginger.',
    'Retail price (₦)': '500',
    Quantity: '10',
    'Batch number': '1',
    'Manufacture date': '2026-02-01',
    'Expiry date': '2026-05-01',
  });
  await page.getByLabel('Product image').setInputFiles(imageFile());
  await expect(page.getByRole('img', { name: 'Uploaded preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Failed to add product. The store is closed')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/add-product$/);
});

test("someone else's product, or none, reads as not found", async ({ page, request }) => {
  const owner = await createOwner(request);
  const { products } = await graphql<{ products: { id: string }[] }>(request, '{ products(take: 1) { id } }', {});
  await signIn(page, owner);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/dashboard/edit-product/${products[0]!.id}`);
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await expect(page.getByText('This product does not exist or does not belong to your business.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'dashboard-edit-product-not-found-desktop');
  await page.goto('/dashboard/edit-product/not-a-product');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to My Products' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
});
