import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE, saveScreenshot } from './screens';
import { createOwner, createProduct, graphql, signIn } from './fixtures-data/dashboard-owner';

const BATCHES = `
  query ($id: String) {
    product(where: { id: $id }) { batches { number quantity manufactureDate expiryDate } }
  }
`;

test("a manufacturer adds and edits a product's batches from its page", async ({ page, request }) => {
  const owner = await createOwner(request);
  const productId = await createProduct(request, owner, 'Plantain chips');
  await signIn(page, owner);
  await page.setViewportSize(PHONE);
  await page.goto(`/dashboard/edit-product/${productId}`);
  await page.getByRole('link', { name: 'Batches and unit codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Batches' })).toBeVisible();
  // The product's own batch fields are its first batch.
  await expect(page.getByRole('region', { name: 'Batch 3' })).toBeVisible();

  await page.getByRole('button', { name: 'Add batch' }).click();
  const form = page.getByRole('form', { name: 'New batch' });
  await form.getByLabel('Batch number').fill('B-2026-014');
  await form.getByLabel('Manufacture date').fill('2026-03-01');
  await form.getByLabel('Expiry date').fill('2026-02-01');
  await form.getByLabel('Quantity').fill('5000');
  await form.getByRole('button', { name: 'Add batch' }).click();
  await expect(form.getByText('Expiry date must be after manufacture date')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'dashboard-batches-form-phone');

  await form.getByLabel('Expiry date').fill('2028-03-01');
  await form.getByRole('button', { name: 'Add batch' }).click();
  const added = page.getByRole('region', { name: 'Batch B-2026-014' });
  await expect(added).toBeVisible();
  // A fact of the batch: its label (dt), then its value (dd).
  const fact = (label: string) => added.locator(`dt:text-is("${label}") + dd`);
  await expect(fact('Quantity')).toHaveText('5,000');
  await expect(fact('Expires')).toHaveText('1 Mar 2028');

  await added.getByRole('button', { name: 'Edit batch B-2026-014' }).click();
  const edit = page.getByRole('form', { name: 'Edit batch B-2026-014' });
  await edit.getByLabel('Quantity').fill('6000');
  await edit.getByRole('button', { name: 'Save batch' }).click();
  await expect(fact('Quantity')).toHaveText('6,000');

  const { product: saved } = await graphql<{ product: { batches: { number: string; quantity: number }[] } }>(
    request,
    BATCHES,
    { id: productId },
    owner.token,
  );
  expect(saved.batches.map((b) => [b.number, b.quantity])).toEqual([
    ['B-2026-014', 6000],
    ['3', 40],
  ]);

  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'dashboard-batches-desktop');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'dashboard-batches-phone');
});
