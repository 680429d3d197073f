import type { Browser, Page } from '@playwright/test';
import { checkAtBothWidths } from './a11y';
import { expect, signInBrowser, test } from './fixtures';
import { createOwner, createProduct, graphql, type Owner } from './fixtures-data/dashboard-owner';
import { DESKTOP, PHONE } from './screens';

// Issue 10, done when: a new shopper buys from two brand stores, signs up from the checkout and
// comes back to it, pays on delivery and sees two orders; each store confirms and ships; the shopper
// follows the statuses and the first store's order is delivered. Also: paying by card through the
// local Paystack (its hosted page included), and the checkout's errors next to their fields.

const PASSWORD = 'Harmattan@2026';
const uniqueEmail = () => `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ng`;

async function setDelivery(request: Parameters<typeof createOwner>[0], owner: Owner, fee: string, freeAbove: string) {
  await graphql(
    request,
    `
      mutation ($input: DeliverySettingsInput!) {
        setDeliverySettings(input: $input) {
          fee
        }
      }
    `,
    { input: { manufacturerId: owner.manufacturerId, fee, freeAbove } },
    owner.token,
  );
}

async function storeName(request: Parameters<typeof createOwner>[0], owner: Owner) {
  const { manufacturer } = await graphql<{ manufacturer: { name: string } }>(
    request,
    `
      query ($id: String) {
        manufacturer(where: { id: $id }) {
          name
        }
      }
    `,
    { id: owner.manufacturerId },
  );
  return manufacturer.name;
}

async function addToCart(page: Page, productId: string) {
  await page.goto(`/productdetail/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

/** The store moves its order through the dashboard's order screen, one action at a time. */
async function storeMoves(browser: Browser, owner: Owner, number: string, actions: string[]) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await signInBrowser(page, owner);
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard/orders');
  await page
    .getByRole('table', { name: 'Orders' })
    .getByRole('row', { name: new RegExp(number) })
    .click({ position: { x: 400, y: 20 } });
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  for (const action of actions) {
    await page.getByRole('button', { name: action }).click();
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  }
  await context.close();
}

test('a new shopper buys from two brand stores, signs up at checkout, pays on delivery and follows both orders', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const shea = await createOwner(request);
  const chips = await createOwner(request);
  await setDelivery(request, shea, '1500', '20000');
  const sheaProduct = await createProduct(request, shea, 'Shea Butter 250 ml');
  const chipsProduct = await createProduct(request, chips, 'Plantain Chips');
  const [sheaName, chipsName] = await Promise.all([storeName(request, shea), storeName(request, chips)]);

  await page.setViewportSize(PHONE);
  await addToCart(page, sheaProduct);
  await addToCart(page, sheaProduct);
  await addToCart(page, chipsProduct);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { name: 'Log in to place your order' })).toBeVisible();
  await checkAtBothWidths(page, 'checkout-signed-out');

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/signup?next=%2Fcheckout');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Name').fill('Amina Bello');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Back at the checkout, signed in, with the same cart split by store: ₦2,500 + ₦1,500 delivery, and ₦1,250 free.
  await expect(page).toHaveURL('/checkout');
  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  const sheaGroup = summary.getByRole('listitem', { name: sheaName });
  await expect(sheaGroup.getByText('Shea Butter 250 ml')).toBeVisible();
  await expect(sheaGroup.getByTestId('delivery-fee')).toHaveText('₦1,500');
  await expect(summary.getByRole('listitem', { name: chipsName }).getByTestId('delivery-fee')).toHaveText('Free');
  await expect(page.getByTestId('checkout-total')).toHaveText('₦5,250');
  await expect(page.getByLabel("Recipient's name")).toHaveValue('Amina Bello');

  await page.getByRole('combobox', { name: 'Address' }).fill('Surulere');
  await page.getByRole('option', { name: 'Surulere, Lagos' }).click();
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByLabel('Note for the store (optional)').fill('Blue gate opposite the church');
  await expect(page.getByRole('radio', { name: /Pay on delivery/ })).toBeChecked();
  await checkAtBothWidths(page, 'checkout-form');

  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/placed\?orders=KSW-/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your 2 orders are placed' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Pay on delivery' })).toHaveCount(2);
  await expect(page.getByRole('link', { name: /cart/i }).first()).not.toContainText(/\d/);
  await checkAtBothWidths(page, 'order-placed');
  const numbers = new URL(page.url()).searchParams.get('orders')!.split(',');
  expect(numbers).toHaveLength(2);

  // Which number is which store's: the confirmation names the store on each card.
  const numberOf = async (store: RegExp) =>
    (await cards.filter({ hasText: store }).textContent())!.match(/KSW-[A-Z0-9]{6}/)![0];
  const sheaNumber = await numberOf(new RegExp(sheaName));
  expect(numbers).toContain(sheaNumber);
  const chipsNumber = numbers.find((n) => n !== sheaNumber)!;

  await storeMoves(browser, shea, sheaNumber, ['Confirm order', 'Mark as shipped', 'Mark as delivered']);
  await storeMoves(browser, chips, chipsNumber, ['Confirm order', 'Mark as shipped']);

  await page.goto('/account/orders');
  const ongoing = page.getByRole('tabpanel');
  await expect(ongoing.getByText(chipsNumber)).toBeVisible();
  await expect(ongoing.getByText(sheaNumber)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Delivered' }).click();
  await expect(page.getByRole('tabpanel').getByText(sheaNumber)).toBeVisible();
  await checkAtBothWidths(page, 'orders-after-journey');

  // Shipped: the shopper can no longer cancel it.
  await page.goto(`/account/orders/${chipsNumber}`);
  await expect(page.getByText('Blue gate opposite the church')).toBeVisible();
  await expect(page.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
  await checkAtBothWidths(page, 'order-shipped-detail');
});

test('paying by card: Paystack’s page, a failed try, paying again, and the orders marked paid', async ({
  page,
  request,
}) => {
  const store = await createOwner(request);
  const product = await createProduct(request, store, 'Hand Cream 100 ml');
  const shopper = await createOwner(request, { withBusiness: false });
  await graphql(
    request,
    `
      mutation ($input: SaveAddressInput!) {
        saveAddress(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        label: 'Home',
        recipientName: 'Chidi Eze',
        phone: '0809 876 5432',
        fullAddress: '5 Adeola Odeku Street, Victoria Island, Lagos',
        latitude: 6.43,
        longitude: 3.42,
      },
    },
    shopper.token,
  );
  await signInBrowser(page, shopper);
  await page.setViewportSize(PHONE);
  await addToCart(page, product);
  await page.goto('/checkout');

  // The saved address is chosen, and brings its recipient and phone.
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
  await expect(page.getByLabel("Recipient's name")).toHaveValue('Chidi Eze');
  await page.getByRole('radio', { name: /Pay now by card/ }).check();
  await page.getByRole('button', { name: /Place order/ }).click();

  await expect(page.getByRole('heading', { name: 'Pay NGN 1,250.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Fail the payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/return\?trxref=/);
  await expect(page.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible();
  await checkAtBothWidths(page, 'card-payment-failed');

  const payingPage = await page.getByRole('link', { name: 'Try paying again' }).getAttribute('href');
  expect(payingPage).toMatch(/\/checkout\/[0-9a-f]+$/);

  // Later, from the order's own page: Pay now opens the same payment page.
  await page.getByRole('link', { name: 'See my orders' }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: /^KSW-/ }).first().click();
  const payNow = page.getByRole('link', { name: 'Pay now' });
  await expect(payNow).toHaveAttribute('href', payingPage!);
  await checkAtBothWidths(page, 'card-order-unpaid');
  await payNow.click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/placed\?orders=KSW-/);
  await expect(page.getByRole('article')).toContainText('Paid');
  await expect(page.getByRole('article')).toContainText('Card or bank transfer');
  await checkAtBothWidths(page, 'card-payment-paid');

  // A reference that is not one of this shopper's checkouts: nothing to check again.
  await page.goto('/checkout/return?reference=9b2f6a4e-3c1d-4e5f-8a7b-0c1d2e3f4a5b');
  await expect(page.getByRole('heading', { name: 'We could not find this payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check again' })).toHaveCount(0);
});

test('the checkout puts each error next to its field, the server’s included, and keeps the cart', async ({
  page,
  request,
}) => {
  const store = await createOwner(request);
  const product = await createProduct(request, store, 'Body Lotion');
  const shopper = await createOwner(request, { withBusiness: false });
  await signInBrowser(page, shopper);
  await page.setViewportSize(PHONE);
  await addToCart(page, product);
  await page.goto('/checkout');

  await page.getByLabel("Recipient's name").fill('');
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page.getByRole('combobox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter the delivery address')).toBeVisible();
  await expect(page.getByText('Enter the name of the person receiving the order')).toBeVisible();
  await expect(page.getByText('Enter a phone number')).toBeVisible();

  // The number's format is the server's to judge; its answer lands under the phone field.
  await page.getByRole('combobox', { name: 'Address' }).fill('14 Bode Thomas Street, Surulere');
  await page.getByRole('combobox', { name: 'Address' }).press('Escape');
  await page.getByLabel("Recipient's name").fill('Tunde Bakare');
  await page.getByLabel('Phone number').fill('+1 415 555 2671');
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a Nigerian phone number, e.g. 0803 123 4567 or +234 803 123 4567')).toBeVisible();
  await expect(page.getByLabel('Phone number')).toBeFocused();
  await checkAtBothWidths(page, 'checkout-errors');

  // "Use my location" drops a pin where the browser says the shopper is.
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 6.4969, longitude: 3.3603 });
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByTestId('delivery-pin')).toContainText('6.49690, 3.36030');

  await page.getByLabel('Phone number').fill('0803 123 4567');
  // The store starts charging for delivery while the shopper looks: nothing is placed at a total they did not see.
  await expect(page.getByTestId('checkout-total')).toHaveText('₦1,250');
  await setDelivery(request, store, '700', '');
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The total is now ₦1,950' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('₦1,950');
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/placed\?orders=KSW-/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('₦1,950');
});
