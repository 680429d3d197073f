import { readFile } from 'node:fs/promises';
import { checkAtBothWidths } from './a11y';
import { expect, test } from './fixtures';
import { createOwner, createProduct, signIn } from './fixtures-data/dashboard-owner';
import { PHONE } from './screens';

const BATCH = 'B-2026-311';
const REASON = 'Seal may be faulty on some bottles; stop using them.';

/**
 * Issue 11 from end to end, every step through the screens: the maker adds a batch, makes its codes
 * and downloads them; a shopper on a phone opens a label's link (Genuine), checks it again (the
 * copy warning); the maker recalls the batch; the shopper's product page carries the banner and the
 * same label answers Recalled.
 */
test("a batch's unit codes from the maker's page to the shopper's check, then a recall", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await createOwner(request);
  const productId = await createProduct(request, owner, 'Shea body lotion');

  // The maker: a new batch, 3 codes, the CSV.
  await signIn(page, owner);
  await page.goto(`/dashboard/edit-product/${productId}`);
  await page.getByRole('link', { name: 'Batches and unit codes' }).click();
  await page.getByRole('button', { name: 'Add batch' }).click();
  const form = page.getByRole('form', { name: 'New batch' });
  await form.getByLabel('Batch number').fill(BATCH);
  await form.getByLabel('Manufacture date').fill('2026-09-01');
  await form.getByLabel('Expiry date').fill('2028-09-01');
  await form.getByLabel('Quantity').fill('3');
  await form.getByRole('button', { name: 'Add batch' }).click();
  const batch = page.getByRole('region', { name: `Batch ${BATCH}` });
  const codes = batch.getByRole('region', { name: 'Unit codes' });
  await codes.getByLabel('Number of codes').fill('3');
  await codes.getByRole('button', { name: 'Generate codes' }).click();
  await expect(codes.getByText('3 codes ready (units 1 to 3).')).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await codes.getByRole('link', { name: 'Download CSV' }).click();
  const rows = (await readFile((await (await downloading).path())!, 'utf8')).trim().split('\n').slice(1);
  expect(rows).toHaveLength(3);
  const [, code, url] = rows[0]!.split(',') as [string, string, string];

  // The shopper: a phone, no account, the label's link.
  const phone = await browser.newContext({ baseURL, viewport: PHONE });
  const shopper = await phone.newPage();
  await shopper.goto(new URL(url).pathname);
  const answer = shopper.getByRole('region', { name: `Result for ${code}` });
  await expect(answer.getByRole('heading', { name: 'Genuine', exact: true })).toBeVisible();
  await expect(answer.getByText('first verified now')).toBeVisible();
  await expect(answer.getByText('Shea body lotion')).toBeVisible();
  await expect(answer.getByText(BATCH)).toBeVisible();
  await checkAtBothWidths(shopper, 'journey-verify-genuine');

  await shopper.setViewportSize(PHONE);
  await shopper.reload();
  await expect(answer.getByRole('heading', { name: 'Genuine code, already verified' })).toBeVisible();
  await expect(answer.getByText(/the label may have been copied/)).toBeVisible();
  await checkAtBothWidths(shopper, 'journey-verify-copy-warning');

  // The maker recalls the batch from the Verifications page.
  await page.goto('/dashboard/verifications');
  const recall = page.getByRole('form', { name: 'Recall a batch' });
  await recall.getByLabel('Product').selectOption({ label: 'Shea body lotion' });
  await recall.getByLabel('Batch').selectOption({ label: BATCH });
  await recall.getByLabel('Reason').fill(REASON);
  await recall.getByRole('button', { name: 'Recall batch' }).click();
  await page
    .getByRole('dialog', { name: `Recall batch ${BATCH} of Shea body lotion?` })
    .getByRole('button', { name: 'Recall batch' })
    .click();
  await expect(page.getByText(`Batch ${BATCH} of Shea body lotion recalled`)).toBeVisible();

  // The shopper: the product page's banner, and the label now answers Recalled.
  await shopper.setViewportSize(PHONE);
  await shopper.goto(`/product/${productId}`);
  const banner = shopper.getByRole('region', { name: `Recall: batch ${BATCH} of this product` });
  await expect(banner).toContainText(REASON);
  await checkAtBothWidths(shopper, 'journey-product-recall-banner');
  await shopper.setViewportSize(PHONE);
  await shopper.goto(new URL(url).pathname);
  await expect(answer.getByRole('heading', { name: 'Recalled' })).toBeVisible();
  await expect(answer).toContainText(/The maker recalled this batch on \d{1,2} \w{3} \d{4}\./);
  await expect(answer).toContainText(REASON);
  await checkAtBothWidths(shopper, 'journey-verify-recalled');
  await phone.close();

  // The maker's batch page: a recalled batch is no longer edited nor given codes; its supplies still are.
  await page.goto(`/dashboard/products/${productId}/batches`);
  await expect(batch.getByText(REASON)).toBeVisible();
  await expect(
    batch.getByText('A recalled batch can no longer be edited or get new codes;', { exact: false }),
  ).toBeVisible();
  await expect(batch.getByRole('button', { name: `Edit batch ${BATCH}` })).toHaveCount(0);
  await expect(codes.getByText('3 codes ready (units 1 to 3).')).toBeVisible();
  await expect(codes.getByRole('form')).toHaveCount(0);
  await expect(batch.getByRole('button', { name: 'Record a supply' })).toBeVisible();
  await checkAtBothWidths(page, 'journey-batches-recalled');
});
