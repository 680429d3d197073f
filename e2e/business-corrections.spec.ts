import { writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { checkAtBothWidths, expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { createProduct, graphql, PNG, uploadProductImage, type Owner } from './fixtures-data/dashboard-owner';
import { signInBrowser } from './fixtures-data/manufacturer-session';
import { placeOrder } from './fixtures-data/store-orders';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

/** Issue 13's corrections in the dashboard: edit and delete a business, the business switcher. */

const PASSWORD = 'Makerbrand@2026';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Maker extends Owner {
  email: string;
  businesses: { id: string; slug: string; businessName: string; brandStoreName: string }[];
}

/** A user with `names.length` businesses (the last created is the one in use). */
async function makerWith(request: APIRequestContext, names: string[]): Promise<Maker> {
  const email = `corrections-${unique()}@example.ng`;
  const { signUp } = await graphql<{ signUp: { token: string; user: { id: string } } }>(
    request,
    `
      mutation ($input: SignUpManufacturerInput!) {
        signUp(signUpManufacturerInput: $input) {
          token
          user {
            id
          }
        }
      }
    `,
    { input: { email, name: 'Amaka Eze', password: PASSWORD, confirmPassword: PASSWORD } },
  );
  const businesses: Maker['businesses'] = [];
  for (const name of names) {
    const input = {
      businessName: `${name} Ltd`,
      brandStoreName: name,
      fullAddress: '12 Allen Avenue, Ikeja, Lagos',
      industry: 'CONSUMER_GOODS',
      productCategory: ['foodBeverages'],
    };
    const { createManufacturer } = await graphql<{ createManufacturer: { id: string; slug: string } }>(
      request,
      `
        mutation ($input: CreateManufacturerInput!) {
          createManufacturer(createManufacturerInput: $input) {
            id
            slug
          }
        }
      `,
      { input },
      signUp.token,
    );
    businesses.push({ ...createManufacturer, businessName: input.businessName, brandStoreName: name });
  }
  const last = businesses.at(-1);
  return {
    email,
    token: signUp.token,
    userId: signUp.user.id,
    manufacturerId: last?.id ?? null,
    slug: last?.slug ?? null,
    businesses,
  };
}

const switcher = (page: Page) => page.getByRole('combobox', { name: 'Business', exact: true });

test('a business is corrected in the dashboard; the renamed store keeps its old link as a redirect', async ({
  page,
  request,
}) => {
  const name = `Ada Pantry ${unique()}`;
  const maker = await makerWith(request, [name]);
  const [business] = maker.businesses;
  await signInBrowser(page, maker);
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard/account');
  await page.getByRole('link', { name: 'Edit business' }).click();
  await expect(page).toHaveURL(/\/dashboard\/business$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business details' })).toBeVisible();
  const storeName = page.getByRole('textbox', { name: 'Brand store name' });
  await expect(storeName).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Business address' })).toHaveValue('12 Allen Avenue, Ikeja, Lagos');
  await checkAtBothWidths(page, 'business-edit');

  // A new brand store name: the new link is announced before saving, and again after.
  const newName = `Ada Kitchen ${unique()}`;
  await page.getByRole('textbox', { name: 'Business name', exact: true }).fill('Ada Kitchen Nigeria Ltd');
  await storeName.fill(newName);
  const newSlug = newName.toLowerCase().replace(/ /g, '-');
  await expect(page.getByRole('status').filter({ hasText: 'When you save' })).toContainText(`/${newSlug}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your business has been updated.')).toBeVisible();
  const moved = page.getByRole('status').filter({ hasText: 'is now' });
  await expect(moved).toContainText(`/${newSlug}`);
  await expect(moved).toContainText(`/${business!.slug}, keeps leading to your store`);
  await expect(page.getByRole('link', { name: /Profile URL/ })).toHaveAttribute('href', new RegExp(`/${newSlug}$`));
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'business-edit-renamed-desktop');
  // The sidebar shows the new name; My Account too.
  await page.goto('/dashboard/account');
  await expect(page.getByRole('region', { name: 'Business info' })).toContainText('Ada Kitchen Nigeria Ltd');

  // The old link: the server answers 301 to the new one, and the browser lands on the store.
  const old = await request.get(`/${business!.slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()['location']).toMatch(new RegExp(`/${newSlug}$`));
  await page.goto(`/${business!.slug}`);
  await expect(page).toHaveURL(new RegExp(`/${newSlug}$`));
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
});

test('deleting a business asks for its name; a business with orders is refused with the reason', async ({
  page,
  request,
}) => {
  const busyName = `Busy Oils ${unique()}`;
  const quietName = `Quiet Soaps ${unique()}`;
  const maker = await makerWith(request, [busyName, quietName]);
  const [busy, quiet] = maker.businesses;
  const productId = await createProduct(request, { ...maker, manufacturerId: busy!.id, slug: busy!.slug }, 'Palm Oil');
  const shopper = await makerWith(request, []);
  await placeOrder(request, shopper, [{ productId, quantity: 1 }], 'Tunde Bello');
  await graphql(
    request,
    `
      mutation ($id: String!) {
        selectManufacturer(id: $id) {
          id
        }
      }
    `,
    { id: busy!.id },
    maker.token,
  );

  await signInBrowser(page, { ...maker, manufacturerId: busy!.id });
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/business');
  await expect(page.getByRole('textbox', { name: 'Brand store name' })).toHaveValue(busyName);
  await page.getByRole('button', { name: 'Delete business' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${busy!.businessName}?` });
  const confirm = dialog.getByRole('button', { name: 'Delete business' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Business name' }).fill(busy!.businessName);
  await expect(confirm).toBeEnabled();
  await checkAtBothWidths(page, 'business-delete-dialog');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `${busyName} has 1 order in shoppers' order history, so it cannot be deleted.`,
  );
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'business-delete-refused-phone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The quiet one goes: chosen in the phone menu's switcher, then deleted after typing its name.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Dashboard menu' });
  await menu.getByRole('combobox', { name: 'Business', exact: true }).selectOption(quiet!.id);
  await expect(page.getByText(`Now managing ${quiet!.businessName}`)).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Brand store name' })).toHaveValue(quietName);
  await page.getByRole('button', { name: 'Delete business' }).click();
  const quietDialog = page.getByRole('dialog', { name: `Delete ${quiet!.businessName}?` });
  await quietDialog.getByRole('textbox', { name: 'Business name' }).fill(`  ${quiet!.businessName} `);
  await quietDialog.getByRole('button', { name: 'Delete business' }).click();
  await expect(page.getByText(`${quiet!.businessName} has been deleted.`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/main$/);
  // One business is left: no switcher, and its name in the header.
  await expect(switcher(page)).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText(busy!.businessName);
  const store = await request.get(`/${quiet!.slug}`, { maxRedirects: 0 });
  expect(store.status()).toBe(404);
});

test('the business switcher keeps the second business after logging out and in', async ({ page, request }) => {
  const first = `First Farm ${unique()}`;
  const second = `Second Mill ${unique()}`;
  const maker = await makerWith(request, [first, second]);
  const [one, two] = maker.businesses;
  await createProduct(request, { ...maker, manufacturerId: one!.id, slug: one!.slug }, 'First Farm Eggs');
  await createProduct(request, { ...maker, manufacturerId: two!.id, slug: two!.slug }, 'Second Mill Flour');
  // The oldest is in use, as after the account's first log-in.
  await graphql(
    request,
    `
      mutation ($id: String!) {
        selectManufacturer(id: $id) {
          id
        }
      }
    `,
    { id: one!.id },
    maker.token,
  );

  await page.setViewportSize(DESKTOP);
  await page.goto('/login');
  await page.getByLabel('Email').fill(maker.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard\/main$/);
  await expect(switcher(page)).toHaveValue(one!.id);
  await page.getByRole('link', { name: 'My Products' }).click();
  await expect(page.getByText('First Farm Eggs').filter({ visible: true })).toHaveCount(1);
  await checkAtBothWidths(page, 'business-switcher');

  await page.setViewportSize(DESKTOP);
  await switcher(page).selectOption(two!.id);
  await expect(page.getByText(`Now managing ${two!.businessName}`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
  await expect(page.getByText('Second Mill Flour').filter({ visible: true })).toHaveCount(1);
  await expect(page.getByText('First Farm Eggs')).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.evaluate(() => window.localStorage.clear());
  await page.getByLabel('Email').fill(maker.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard\/main$/);
  await expect(switcher(page)).toHaveValue(two!.id);
  await page.getByRole('link', { name: 'My Products' }).click();
  await expect(page.getByText('Second Mill Flour').filter({ visible: true })).toHaveCount(1);
  await expect(page.getByText('First Farm Eggs')).toHaveCount(0);
});

test('products come in from a spreadsheet: a preview per row, a photo for a row without one, errors by column', async ({
  page,
  request,
}) => {
  const maker = await makerWith(request, [`Sheet Foods ${unique()}`]);
  const image = await uploadProductImage(request, maker);
  const csv = [
    'Name,Description,Price,Quantity,Category,Barcode,Batch number,Manufacture date,Expiry date,Image URL',
    `Garri 1kg,White garri in a resealable bag.,"1,800",60,Food & beverages,,2,2026-02-01,2027-02-01,${image}`,
    'Zobo 50cl,Chilled hibiscus drink in a bottle.,700,30,,,4,2026-03-01,2026-09-01,',
    'Kunu 50cl,Millet drink in a bottle.,0,30,,,4,2026-03-01,2026-09-01,',
  ].join('\n');
  const file = test.info().outputPath('my-products.csv');
  writeFileSync(file, csv);

  await signInBrowser(page, maker);
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/myproducts');
  await page.getByRole('link', { name: 'Import from spreadsheet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
  // Both templates download from the server.
  for (const [label, fileName] of [
    ['Template (.xlsx)', 'kasuwa-products.xlsx'],
    ['Template (.csv)', 'kasuwa-products.csv'],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: label }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
  }
  await checkAtBothWidths(page, 'products-import-empty');

  await page.getByLabel('Choose a file').setInputFiles(file);
  const rows = page.getByRole('list', { name: 'Spreadsheet rows' });
  await expect(page.getByRole('status').filter({ hasText: 'ready' })).toContainText(
    '1 ready, 1 needs a photo, 1 needs a fix.',
  );
  await expect(rows.getByRole('listitem', { name: 'Row 2' })).toContainText('Ready');
  await expect(rows.getByRole('listitem', { name: 'Row 3' })).toContainText('Needs a photo');
  const kunu = rows.getByRole('listitem', { name: 'Row 4' });
  await expect(kunu).toContainText('Needs a fix');
  await expect(kunu.getByRole('list', { name: 'Problems in row 4' })).toContainText(
    'Price: Retail price must be more than ₦0',
  );
  await expect(kunu.getByRole('list', { name: 'Problems in row 4' })).toContainText('Photo:');
  await expect(page.getByRole('button', { name: 'Import 1 product' })).toBeEnabled();
  await checkAtBothWidths(page, 'products-import-preview');

  // The photo for row 3, taken in the preview: the row is ready.
  await page.getByLabel('Photo for row 3').setInputFiles({ name: 'zobo.png', mimeType: 'image/png', buffer: PNG });
  await expect(rows.getByRole('listitem', { name: 'Row 3' })).toContainText('Ready');
  await expect(page.getByRole('status').filter({ hasText: 'ready' })).toContainText(
    '2 ready, 0 need a photo, 1 needs a fix.',
  );
  await page.getByRole('button', { name: 'Import 2 products' }).click();
  await expect(page.getByText('2 products imported.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
  await expect(page.getByText('Garri 1kg').filter({ visible: true })).toHaveCount(1);
  await expect(page.getByText('Zobo 50cl').filter({ visible: true })).toHaveCount(1);
  await expect(page.getByText('Kunu 50cl')).toHaveCount(0);
});

test('deleting my account asks for the password, then signs out and the account is gone', async ({ page, request }) => {
  const maker = await makerWith(request, [`Short Lived ${unique()}`]);
  await signInBrowser(page, maker);
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/account');
  const card = page.getByRole('region', { name: 'Password and your data' });
  await card.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('Wrong@Password1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Your password is not right.')).toBeVisible();
  await checkAtBothWidths(page, 'account-delete-dialog');

  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const me = await request.post('/graphql', {
    data: { query: '{ me { id } }' },
    headers: { authorization: `Bearer ${maker.token}` },
  });
  expect(((await me.json()) as { data: { me: unknown } }).data.me).toBeNull();
  await page.goto('/login');
  await page.getByLabel('Email').fill(maker.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  const store = await request.get(`/${maker.slug}`, { maxRedirects: 0 });
  expect(store.status()).toBe(404);
});

test("a shopper's account page offers the same deletion, refused while an order is on its way", async ({
  page,
  request,
}) => {
  const store = await makerWith(request, [`Open Orders ${unique()}`]);
  const productId = await createProduct(request, store, 'Yam Flour');
  const shopper = await makerWith(request, []);
  await placeOrder(request, shopper, [{ productId, quantity: 1 }], 'Bisi Ade');
  await signInBrowser(page, shopper);
  await page.setViewportSize(PHONE);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You have 1 order still in progress or awaiting a refund. Your account can be deleted once it is delivered, cancelled or refunded.',
  );
  await checkAtBothWidths(page, 'account-delete-refused');
});
