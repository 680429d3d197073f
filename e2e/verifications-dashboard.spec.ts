import type { APIRequestContext, Page } from '@playwright/test';
import { checkAtBothWidths } from './a11y';
import { expect, test } from './fixtures';
import { createOwner, createProduct, graphql, PNG, signIn, type Owner } from './fixtures-data/dashboard-owner';
import { addBatch, BATCH_NUMBER, generateCodes } from './fixtures-data/unit-codes';
import { DESKTOP, PHONE } from './screens';

const IKEJA = { latitude: 6.6018, longitude: 3.3515 };
const KANO = { latitude: 12.0022, longitude: 8.592 };
const REASON = 'Some bottles of this batch have a weak seal and may spoil.';
const NOTE = 'The seal was broken and the colour is wrong.';

/** One check of a code, as a shopper's phone sends it (sharing its place when given). */
async function verify(request: APIRequestContext, code: string, location?: typeof IKEJA) {
  const { verifyCode } = await graphql<{ verifyCode: { result: string } }>(
    request,
    `
      mutation ($code: String!, $location: VerifyLocationInput) {
        verifyCode(code: $code, location: $location) {
          result
        }
      }
    `,
    { code, location: location ?? null },
  );
  return verifyCode.result;
}

/** A shopper's report of a fake of the owner's product, with a photo, bought at a market. */
async function reportFake(request: APIRequestContext, owner: Owner, productId: string, code: string) {
  // The request context keeps the owner's session cookie from signing up: a cookie-borne upload needs the CSRF header.
  const upload = await request.post('/verify/report-photo', {
    headers: { 'x-kasuwa-csrf': '1' },
    multipart: { file: { name: 'fake.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { secure_url: photoUrl } = (await upload.json()) as { secure_url: string };
  await graphql(
    request,
    `
      mutation ($input: ReportFakeInput!) {
        reportFake(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        manufacturerId: owner.manufacturerId,
        productId,
        code,
        photoUrl,
        boughtAtAddress: 'Balogun Market, Lagos Island',
        note: NOTE,
        email: 'ada.shopper@example.ng',
      },
    },
  );
}

/** The figure under a total's label ("Checks" -> "8"). */
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();

const LAGOS_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

test("a manufacturer's Verifications page: checks, likely copies and reports; a recall reaches the product page and the check", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await createOwner(request);
  const productId = await createProduct(request, owner, 'Zobo drink');
  const batchId = await addBatch(request, owner, productId);
  const [copied, farApart, once] = await generateCodes(request, owner, batchId, 3);

  // 8 checks: one code 5 times (a likely copy), one in Ikeja then in Kano (another), one once.
  for (let n = 0; n < 5; n++) expect(await verify(request, copied!)).toBe(n === 0 ? 'GENUINE' : 'ALREADY_VERIFIED');
  expect(await verify(request, farApart!, IKEJA)).toBe('GENUINE');
  expect(await verify(request, farApart!, KANO)).toBe('ALREADY_VERIFIED');
  expect(await verify(request, once!)).toBe('GENUINE');
  await reportFake(request, owner, productId, once!);

  await signIn(page, owner);
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard/main');
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await sidebar.getByRole('link', { name: 'Verifications' }).click();
  await expect(page).toHaveURL(/\/dashboard\/verifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verifications' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Verifications' })).toHaveAttribute('aria-current', 'page');

  // The totals of the last 30 days.
  await expect(page.getByRole('heading', { name: 'Last 30 days' })).toBeVisible();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(figure(page, 'Checks')).toHaveText('8');
  await expect(figure(page, 'Genuine')).toHaveText('3');
  await expect(figure(page, 'Warnings')).toHaveText('5');
  await expect(figure(page, 'Codes checked')).toHaveText('3');
  await expect(figure(page, 'Likely copies')).toHaveText('2');
  await expect(figure(page, 'Reports of fakes')).toHaveText('1');

  // The chart, and the same figures as text: a summary and a table of the days for screen readers.
  const chart = page.getByRole('region', { name: 'Checks per day' });
  await expect(chart.locator('.uplot canvas')).toBeVisible();
  // A still legend, not uPlot's (which says "--" until a day is hovered).
  await expect(chart.locator('.u-legend')).toHaveCount(0);
  await expect(chart.locator('[aria-hidden="true"] li')).toHaveText(['Checks', 'Warnings']);
  await expect(chart.getByText(/^8 checks in 30 days, 5 with a warning\. The busiest day was/)).toBeVisible();
  const days = chart.getByRole('table', { name: /^Checks per day, / });
  await expect(days.getByRole('row')).toHaveCount(31);
  const today = days.getByRole('row', { name: new RegExp(`^${LAGOS_DAY.format(new Date())} `) });
  await expect(today.getByRole('cell')).toHaveText(['8', '5']);

  // The likely copies, as a table here.
  const copies = page.getByRole('table', { name: 'Likely copies' });
  await expect(copies.getByRole('row')).toHaveCount(3);
  await expect(copies.getByRole('row').filter({ hasText: 'Checked 5 times' })).toContainText('Zobo drink');
  await expect(copies.getByRole('row').filter({ hasText: 'Checked 5 times' })).toContainText(BATCH_NUMBER);
  await expect(copies.getByRole('row').filter({ hasText: /Checked \d{3} km apart/ })).toHaveCount(1);

  // The report, with its photo larger in a dialog.
  const reports = page.getByRole('list', { name: 'Reports of fakes' });
  const report = reports.getByRole('listitem');
  await expect(report).toHaveCount(1);
  await expect(report).toContainText(NOTE);
  await expect(report).toContainText('Balogun Market, Lagos Island');
  await expect(report).toContainText(once!);
  await expect(report.getByRole('link', { name: 'ada.shopper@example.ng' })).toHaveAttribute(
    'href',
    'mailto:ada.shopper@example.ng',
  );
  await report.getByRole('button', { name: /^Open the photo of the report of / }).click();
  const photo = page.getByRole('dialog', { name: /^Photo sent on / });
  await expect(photo.getByRole('img', { name: 'The product reported as a fake of Zobo drink' })).toBeVisible();
  await photo.getByRole('button', { name: 'Close' }).click();
  await expect(photo).toBeHidden();

  // On a phone the likely copies are cards.
  await page.setViewportSize(PHONE);
  const cards = page.getByRole('list', { name: 'Likely copies' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(cards.getByRole('listitem').filter({ hasText: 'Checked 5 times' })).toBeVisible();
  await checkAtBothWidths(page, 'verifications-dashboard');

  // Another period, kept in the address.
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/dashboard\/verifications\?days=7$/);
  await expect(page.getByRole('heading', { name: 'Last 7 days' })).toBeVisible();
  await expect(chart.getByText(/^8 checks in 7 days/)).toBeVisible();
  await expect(days.getByRole('row')).toHaveCount(8);
  await page.reload();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

  // Recall the batch: checked first, then confirmed.
  const recall = page.getByRole('form', { name: 'Recall a batch' });
  await recall.getByLabel('Product').selectOption({ label: 'Zobo drink' });
  await expect(recall.getByLabel('Batch').getByRole('option', { name: BATCH_NUMBER })).toBeAttached();
  await recall.getByLabel('Batch').selectOption({ label: BATCH_NUMBER });
  await recall.getByLabel('Reason').fill('Bad');
  await recall.getByRole('button', { name: 'Recall batch' }).click();
  await expect(recall.getByText(/at least 5 characters/)).toBeVisible();
  await recall.getByLabel('Reason').fill(REASON);
  await expect(recall.getByText(`${REASON.length} of 500 characters`)).toBeVisible();
  await recall.getByRole('button', { name: 'Recall batch' }).click();
  const confirm = page.getByRole('dialog', { name: `Recall batch ${BATCH_NUMBER} of Zobo drink?` });
  await expect(confirm.getByText(/left an email will be told/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Recall batch' }).click();
  await expect(page.getByText(`Batch ${BATCH_NUMBER} of Zobo drink recalled`)).toBeVisible();
  const recalled = page.getByRole('list', { name: 'Recalled batches of Zobo drink' });
  await expect(recalled).toContainText(`Batch ${BATCH_NUMBER}, recalled on ${LAGOS_DAY.format(new Date())}`);
  await expect(recalled).toContainText(REASON);
  await expect(recall.getByLabel('Batch').getByRole('option', { name: BATCH_NUMBER })).not.toBeAttached();

  // Shoppers: the product's pages carry the banner, and a check of its code answers Recalled.
  await page.goto(`/product/${productId}`);
  const banner = page.getByRole('region', { name: `Recall: batch ${BATCH_NUMBER} of this product` });
  await expect(banner).toContainText(REASON);
  await expect(banner).toContainText('What to do: Check the batch number on your pack');
  await expect(banner.getByRole('link', { name: 'Verify your unit' })).toHaveAttribute('href', '/verify');
  await checkAtBothWidths(page, 'product-recall-banner');
  await page.goto(`/productdetail/${productId}`);
  await expect(page.getByRole('region', { name: `Recall: batch ${BATCH_NUMBER} of this product` })).toBeVisible();

  await page.goto(`/v/${once}`);
  const answer = page.getByRole('region', { name: `Result for ${once}` });
  await expect(answer.getByRole('heading', { name: 'Recalled' })).toBeVisible();
  await expect(answer).toContainText(REASON);
});
