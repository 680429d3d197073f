import { readFileSync } from 'node:fs';
import { utils, write } from '@lokalise/xlsx';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { signInBrowser, signUpWithBusiness } from './fixtures-data/manufacturer-session';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

const csv = (rows: string[][]) => Buffer.from(rows.map((cells) => cells.join(',')).join('\n'));
const HEADER = ['Name', 'Address', 'Contact'];

async function openImport(page: Page, request: Parameters<typeof signUpWithBusiness>[0]) {
  const user = await signUpWithBusiness(request);
  await signInBrowser(page, user);
  await page.goto('/dashboard/add-retailer-csv');
  await expect(page.getByRole('heading', { level: 1, name: 'Import retailers' })).toBeVisible();
}

const chooseFile = (page: Page, name: string, mimeType: string, buffer: Buffer) =>
  page.getByLabel('Choose a file').setInputFiles({ name, mimeType, buffer });

const previewRow = (page: Page, row: number) => page.getByRole('listitem', { name: `Row ${row}`, exact: true });

async function importAndCheckList(page: Page, count: number, names: readonly string[]) {
  await page.getByRole('button', { name: `Import ${count} ${count === 1 ? 'retailer' : 'retailers'}` }).click();
  await expect(page.getByText('Retailers added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/retailers$/);
  const list = page.getByRole('list', { name: 'Retailers' });
  await expect(list.getByRole('listitem')).toHaveCount(names.length);
  for (const name of names) await expect(list.getByText(name, { exact: true })).toBeVisible();
}

test('a good CSV file is previewed and imported; the template downloads', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await openImport(page, request);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'retailers-import-phone');
  await expect(page.getByLabel('Choose a file')).toHaveAttribute('accept', /\.xlsx,\.xls,\.csv/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('kasuwa-retailers-template.csv');
  const template = readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(template[0]).toBe('Name,Address,Contact');
  expect(template.filter(Boolean)).toHaveLength(3);

  let previews = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/retailers/import-preview')) previews += 1;
  });
  await chooseFile(
    page,
    'retailers.csv',
    'text/csv',
    csv([HEADER, ['Ada Mart', '"Surulere, Lagos"', '08030000001'], ['Bisi Stores', '"5 Ikeja, Lagos"', '08030000002']]),
  );
  await expect(previewRow(page, 2)).toContainText('Ready');
  await expect(previewRow(page, 3)).toContainText('Bisi Stores');
  await expect(page.getByText('2 ready, 0 need a fix.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'retailers-import-preview-phone');
  expect(previews).toBe(1);
  // The preview wrote nothing.
  await page.goto('/dashboard/retailers');
  await expect(page.getByRole('heading', { name: 'No retailers yet' })).toBeVisible();
  await page.goBack();

  await chooseFile(
    page,
    'retailers.csv',
    'text/csv',
    csv([HEADER, ['Ada Mart', '"Surulere, Lagos"', '08030000001'], ['Bisi Stores', '"5 Ikeja, Lagos"', '08030000002']]),
  );
  await importAndCheckList(page, 2, ['Ada Mart', 'Bisi Stores']);
});

test('an .xlsx file is imported', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await openImport(page, request);
  const book = utils.book_new();
  utils.book_append_sheet(
    book,
    utils.aoa_to_sheet([HEADER, ['Chika Shop', 'Surulere, Lagos', '08030000003']]),
    'Retailers',
  );
  const buffer = write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  await chooseFile(page, 'retailers.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer);
  await expect(previewRow(page, 2)).toContainText('Ready');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'retailers-import-preview-desktop');
  await importAndCheckList(page, 1, ['Chika Shop']);
});

test('bad rows are fixed or dropped and the rest imported with progress', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await openImport(page, request);
  await saveScreenshot(page, 'retailers-import-desktop');
  await chooseFile(
    page,
    'mixed.csv',
    'text/csv',
    csv([
      HEADER,
      ['Dayo Kiosk', '"Surulere, Lagos"', '08030000004'],
      ['Efe Market', '"5 Ikeja, Lagos"', ''],
      ['Femi Depot', 'Qxzv Wplk Street', '08030000006'],
      ['Gbenga Store', '"Surulere, Lagos"', '08030000007'],
    ]),
  );
  await expect(page.getByText('2 ready, 1 needs a pin, 1 needs a fix.', { exact: false })).toBeVisible();
  const missingContact = previewRow(page, 3);
  await expect(missingContact.getByText('Contact is required')).toBeVisible();
  // An address naming no place we know is not refused: the row waits for a pin (or is removed).
  await expect(previewRow(page, 4)).toContainText('Needs a pin');
  await expect(previewRow(page, 4).getByRole('button', { name: 'Place on map' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'retailers-import-bad-rows-desktop');

  // Re-checking without a fix keeps the message; with a fix the row becomes ready.
  await missingContact.getByRole('button', { name: 'Check again' }).click();
  await expect(missingContact.getByText('Contact is required')).toBeVisible();
  await missingContact.getByRole('textbox', { name: 'Contact' }).fill('08030000005');
  await missingContact.getByRole('button', { name: 'Check again' }).click();
  await expect(previewRow(page, 3)).toContainText('Ready');

  await page.getByRole('button', { name: 'Remove row 4' }).click();
  await expect(previewRow(page, 4)).toHaveCount(0);
  await expect(page.getByText('3 ready, 0 need a fix.', { exact: false })).toBeVisible();

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('mutation AddMultipleRetailer')) await held;
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Import 3 retailers' }).click();
  await expect(page.getByRole('progressbar', { name: 'Importing retailers' })).toBeVisible();
  await expect(page.getByText('0 of 3 imported')).toBeVisible();
  release();
  await expect(page.getByText('Retailers added successfully!')).toBeVisible();
  const list = page.getByRole('list', { name: 'Retailers' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  for (const name of ['Dayo Kiosk', 'Efe Market', 'Gbenga Store']) await expect(list.getByText(name)).toBeVisible();
  await expect(list.getByText('Femi Depot')).toHaveCount(0);
});

test('a file that is not a spreadsheet gets the server message', async ({ page, request }) => {
  await openImport(page, request);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await chooseFile(page, 'retailers.csv', 'text/csv', png);
  await expect(page.getByText('This file is not a spreadsheet. Use .xlsx, .xls or .csv.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  await saveScreenshot(page, 'retailers-import-not-spreadsheet-phone');
});

test('a 6 MB file is refused in the browser without a request', async ({ page, request }) => {
  await openImport(page, request);
  const previews: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/retailers/import-preview')) previews.push(r.url());
  });
  const big = Buffer.alloc(6 * 1024 * 1024, 'a');
  await chooseFile(page, 'big.csv', 'text/csv', big);
  await expect(
    page.getByText('This file is larger than 5 MB. Split it into smaller files and try again.'),
  ).toBeVisible();
  expect(previews).toEqual([]);
});
