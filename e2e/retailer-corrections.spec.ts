import type { APIRequestContext, Page } from '@playwright/test';
import { checkAtBothWidths } from './a11y';
import { expect, test } from './fixtures';
import { createOwner, createProduct, graphql, signIn, type Owner } from './fixtures-data/dashboard-owner';
import { serveTiles, tilePattern } from './fixtures-data/map-tiles';

// Editing and deleting retailers on /dashboard/retailers (issue 13, item 2).

// Each journey checks its screens with axe at two widths.
test.describe.configure({ timeout: 60_000 });

const RETAILERS = [
  { name: 'Ada Mart', fullAddress: '23 Herbert Macaulay Way, Yaba', contact: '08030000001' },
  { name: 'Bisi Stores', fullAddress: 'Surulere, Lagos', contact: '08030000002' },
  { name: 'Chika Shop', fullAddress: '5 Ikeja, Lagos', contact: '08030000003' },
];

async function ownerWithRetailers(request: APIRequestContext): Promise<Owner> {
  const owner = await createOwner(request);
  await graphql(
    request,
    `
      mutation ($inputs: [CreateStoreInput!]!) {
        addMultipleRetailer(createStoreInputs: $inputs) {
          id
        }
      }
    `,
    { inputs: RETAILERS.map((retailer) => ({ ...retailer, manufacturerId: owner.manufacturerId })) },
    owner.token,
  );
  return owner;
}

const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Retailers' }).getByRole('listitem').filter({ hasText: name });

test('edit a retailer: the same rules as adding one, then the list shows the change', async ({ page, request }) => {
  const owner = await ownerWithRetailers(request);
  await signIn(page, owner);
  await serveTiles(page, await tilePattern(request));
  await page.goto('/dashboard/retailers');
  // Each row says how exactly it is placed.
  await expect(card(page, 'Ada Mart').getByText('Location: Area')).toBeVisible();
  await checkAtBothWidths(page, 'retailers-list-manage');

  await page.getByRole('button', { name: 'Edit Ada Mart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Ada Mart' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Mart');
  await expect(dialog.getByRole('combobox', { name: 'Address' })).toHaveValue('23 Herbert Macaulay Way, Yaba');
  await expect(dialog.getByRole('textbox', { name: 'Contact' })).toHaveValue('0803 000 0001');

  await dialog.getByRole('textbox', { name: 'Name' }).fill('');
  await dialog.getByRole('textbox', { name: 'Contact' }).fill('call me maybe');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Retailer name is required')).toBeVisible();
  await expect(
    dialog.getByText('Enter a Nigerian phone number (e.g. 0803 123 4567) or an email address'),
  ).toBeVisible();
  await checkAtBothWidths(page, 'retailers-edit-invalid');

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ada Mart Wuse');
  const address = dialog.getByRole('combobox', { name: 'Address' });
  await address.fill('Wuse 2');
  await expect(page.getByRole('option', { name: /Wuse 2/ }).first()).toBeVisible();
  await address.press('ArrowDown');
  await address.press('Enter');
  await dialog.getByRole('textbox', { name: 'Contact' }).fill('+234 803 555 0000');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Retailer updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  const edited = card(page, 'Ada Mart Wuse');
  await expect(edited.getByRole('link', { name: '0803 555 0000' })).toBeVisible();
  await expect(edited).toContainText(/Wuse 2/);
  await expect(edited).toContainText(/Abuja|Federal Capital Territory/);
  await expect(card(page, 'Ada Mart')).toHaveCount(1);

  // A rough row (placed only at its city) is fixed on the map: a tap moves the pin, saved as pinned.
  const bisi = card(page, 'Bisi Stores');
  await expect(bisi.getByText('Location: City')).toBeVisible();
  await bisi.getByRole('button', { name: 'Fix on map: Bisi Stores' }).click();
  const fix = page.getByRole('dialog', { name: 'Place Bisi Stores on the map' });
  const map = fix.getByTestId('shop-pin-map');
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  const box = await map.boundingBox();
  await map.click({ position: { x: box!.width * 0.7, y: box!.height * 0.7 } });
  await checkAtBothWidths(page, 'retailers-fix-on-map');
  await fix.getByRole('button', { name: 'Save pin' }).click();
  await expect(page.getByText('Bisi Stores is pinned on the map')).toBeVisible();
  await expect(bisi.getByText('Location: Pinned')).toBeVisible();
  await expect(bisi.getByRole('button', { name: 'Move pin: Bisi Stores' })).toBeVisible();
});

test('delete two retailers, asked first: gone from the list and from the shopper’s product map', async ({
  page,
  request,
}) => {
  const owner = await ownerWithRetailers(request);
  const productId = await createProduct(request, owner, 'Plantain Chips 100 g');
  await serveTiles(page, await tilePattern(request));
  const shopperList = page.getByRole('list', { name: /^Retailers of / }).getByRole('listitem');
  const markers = page.locator('.leaflet-marker-icon');

  await page.goto(`/product/${productId}`);
  await expect(shopperList).toHaveCount(3);
  await expect(markers).toHaveCount(3);

  await signIn(page, owner);
  await page.goto('/dashboard/retailers');
  await expect(page.getByRole('button', { name: 'Delete selected' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Select Ada Mart' }).check();
  await page.getByRole('checkbox', { name: 'Select Chika Shop' }).check();
  await expect(page.getByText('3 retailers, 2 selected')).toBeVisible();

  // Asked first: Cancel keeps them.
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 retailers?' });
  await expect(confirm).toContainText('Ada Mart, Chika Shop will leave your list and the map shoppers use.');
  await checkAtBothWidths(page, 'retailers-delete-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('list', { name: 'Retailers' }).getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: 'Delete selected' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 retailers deleted')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Retailers' }).getByRole('listitem')).toHaveCount(1);
  await expect(card(page, 'Bisi Stores')).toBeVisible();
  await expect(page.getByText('1 retailer', { exact: true })).toBeVisible();

  // The shopper's map of the product no longer shows them.
  await page.goto(`/product/${productId}`);
  await expect(shopperList).toHaveCount(1);
  await expect(shopperList.first()).toContainText('Bisi Stores');
  await expect(markers).toHaveCount(1);
  await expect(page.getByText('Ada Mart')).toHaveCount(0);
  await expect(page.getByText('Chika Shop')).toHaveCount(0);
});
