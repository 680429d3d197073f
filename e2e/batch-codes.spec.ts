import { readFile } from 'node:fs/promises';
import { isWellFormedUnitCode } from '@kasuwa/domain';
import { checkAtBothWidths } from './a11y';
import { expect, test } from './fixtures';
import { createOwner, createProduct, graphql, signIn } from './fixtures-data/dashboard-owner';
import { addBatch } from './fixtures-data/unit-codes';

const ADD_RETAILERS = `
  mutation ($rows: [CreateStoreInput!]!) {
    addMultipleRetailer(createStoreInputs: $rows) { id }
  }
`;
const UPDATE_BATCH = `
  mutation ($id: String, $input: BatchInput!) {
    updateBatch(id: $id, input: $input) { id }
  }
`;

/** Enough codes that the run lasts past the first poll: the progress bar is seen before it is done. */
const CODES = 20_000;
const BATCH = 'B-2026-090';

test("a manufacturer makes a batch's unit codes, downloads them once and records where the batch went", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await createOwner(request);
  const productId = await createProduct(request, owner, 'Zobo drink');
  await graphql(
    request,
    ADD_RETAILERS,
    {
      rows: ['Ikeja Pharmacy', 'Surulere Foods', 'Yaba Corner Shop'].map((name, i) => ({
        name,
        fullAddress: i % 2 ? 'Surulere, Lagos' : '5 Ikeja, Lagos',
        contact: `0803000000${i}`,
        manufacturerId: owner.manufacturerId,
      })),
    },
    owner.token,
  );
  const batchId = await addBatch(request, owner, productId, BATCH);
  await graphql(
    request,
    UPDATE_BATCH,
    { id: batchId, input: { number: BATCH, manufactureDate: '2026-02-01', expiryDate: '2028-02-01', quantity: CODES } },
    owner.token,
  );

  await signIn(page, owner);
  await page.goto(`/dashboard/products/${productId}/batches`);
  const batch = page.getByRole('region', { name: `Batch ${BATCH}` });
  const codes = batch.getByRole('region', { name: 'Unit codes' });
  await expect(codes.getByText('0 made · 20,000 more allowed')).toBeVisible();

  // The domain's rule, before anything is sent.
  const count = codes.getByLabel('Number of codes');
  await count.fill('20001');
  await codes.getByRole('button', { name: 'Generate codes' }).click();
  await expect(codes.getByText('This batch has room for 20,000 more codes')).toBeVisible();

  await count.fill(String(CODES));
  await codes.getByRole('button', { name: 'Generate codes' }).click();
  const progress = codes.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuemax', String(CODES));
  await expect(codes.getByText('20,000 codes ready (units 1 to 20,000).')).toBeVisible({ timeout: 60_000 });
  await expect(progress).toBeHidden();
  await expect(codes.getByText('20,000 made · 0 more allowed')).toBeVisible();
  await expect(codes.getByText('Every unit of this batch has a code.')).toBeVisible();
  await expect(
    codes.getByText(/Each file can be downloaded once, until .* Kasuwa keeps no readable copy/),
  ).toBeVisible();

  const downloading = page.waitForEvent('download');
  await codes.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`codes-batch-${BATCH}-1.csv`);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\n');
  expect(lines[0]).toBe('serial,code,url');
  expect(lines).toHaveLength(CODES + 1);
  const [serial, code, url] = lines[1]!.split(',') as [string, string, string];
  expect(serial).toBe('1');
  expect(isWellFormedUnitCode(code)).toBe(true);
  expect(new URL(url).pathname).toBe(`/v/${code}`);
  expect(new Set(lines.slice(1).map((line) => line.split(',')[1])).size).toBe(CODES);

  // Marked downloaded on the page, and gone on the server.
  await expect(codes.getByText('CSV downloaded')).toBeVisible();
  await expect(codes.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
  const again = await request.get(`/batches/${batchId}/codes.csv`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(again.status()).toBe(410);

  // Where the batch went: a retailer found by part of its name, today by default.
  const supplies = batch.getByRole('region', { name: 'Where it went' });
  await expect(supplies.getByText('Not supplied to any retailer yet.', { exact: false })).toBeVisible();
  await supplies.getByRole('button', { name: 'Record a supply' }).click();
  const form = supplies.getByRole('form', { name: `Record a supply of batch ${BATCH}` });
  const retailer = form.getByRole('combobox', { name: 'Retailer' });
  await retailer.fill('surul');
  await expect(form.getByRole('option')).toHaveCount(1);
  await retailer.press('ArrowDown');
  await retailer.press('Enter');
  await expect(retailer).toHaveValue('Surulere Foods');
  await form.getByLabel('Units (optional)').fill('5000');
  await form.getByRole('button', { name: 'Record supply' }).click();
  await expect(supplies.getByRole('listitem').filter({ hasText: 'Surulere Foods' })).toContainText('5,000 units');
  await expect(supplies.getByText('5,000 of 20,000 units counted as supplied.', { exact: false })).toBeVisible();

  await supplies.getByRole('button', { name: 'Record a supply' }).click();
  await form.getByRole('combobox', { name: 'Retailer' }).fill('yaba');
  await form.getByRole('option', { name: /Yaba Corner Shop/ }).click();
  await form.getByRole('button', { name: 'Record supply' }).click();
  const yaba = supplies.getByRole('listitem').filter({ hasText: 'Yaba Corner Shop' });
  await expect(yaba).toContainText('units not counted');

  // A shopper checking one of the codes is told where the batch went.
  const check = await request.post('/api/verify', { data: { code } });
  const answer = (await check.json()) as { result: string; retailers: { name: string }[] };
  expect(answer.result).toBe('GENUINE');
  expect(answer.retailers.map((r) => r.name)).toEqual(['Surulere Foods', 'Yaba Corner Shop']);

  await checkAtBothWidths(page, 'batch-codes');

  await yaba.getByRole('button', { name: /Remove the supply to Yaba Corner Shop/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this supply?' });
  await expect(dialog).toContainText('Yaba Corner Shop');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(yaba).toHaveCount(0);
  await expect(supplies.getByRole('listitem').filter({ hasText: 'Surulere Foods' })).toBeVisible();
});
