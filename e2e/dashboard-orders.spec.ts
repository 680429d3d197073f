import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { createOwner, graphql, signIn } from './fixtures-data/dashboard-owner';
import { placeOrder, storeWithShopper } from './fixtures-data/store-orders';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders' });
/** The order numbers the table shows, top to bottom. */
const shownNumbers = (page: Page) => ordersTable(page).getByRole('rowheader').allInnerTexts();

test('the orders list: the sidebar count, status filter, search and sort in the address bar, the CSV of the filtered orders', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { store, productId, shopper } = await storeWithShopper(request);
  const chioma = await placeOrder(request, shopper, [{ productId, quantity: 1 }], 'Chioma Okafor');
  const bello = await placeOrder(request, shopper, [{ productId, quantity: 3 }], 'Bello Musa');
  const adaeze = await placeOrder(request, shopper, [{ productId, quantity: 2 }], 'Adaeze Obi');
  await graphql(
    request,
    `
      mutation Confirm($input: UpdateOrderStatusInput!) {
        updateOrderStatus(input: $input) {
          status
        }
      }
    `,
    { input: { number: bello.number, status: 'CONFIRMED' } },
    store.token,
  );

  await signIn(page, store);
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard/main');
  await expect(sidebar(page).getByRole('link', { name: 'Orders, 2 new' })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Orders, 2 new' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText('3 orders')).toBeVisible();
  await expect.poll(() => shownNumbers(page)).toEqual([adaeze.number, bello.number, chioma.number]);
  const belloRow = ordersTable(page).getByRole('row', { name: new RegExp(bello.number) });
  await expect(belloRow).toContainText('Bello Musa');
  await expect(belloRow).toContainText('3 items');
  await expect(belloRow).toContainText('₦3,750');
  await expect(belloRow).toContainText('Unpaid');
  await expect(belloRow).toContainText('Pay on delivery');
  await expect(belloRow).toContainText('Confirmed');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'dashboard-orders-desktop');

  // A new order shows in the sidebar when the manufacturer comes back to the tab.
  const latest = await placeOrder(request, shopper, [{ productId, quantity: 4 }], 'Emeka Eze');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(sidebar(page).getByRole('link', { name: 'Orders, 3 new' })).toBeVisible();

  await page.getByLabel('Sort by').selectOption({ label: 'Highest total' });
  await expect(page).toHaveURL(/[?&]sort=total\b/);
  await expect.poll(() => shownNumbers(page)).toEqual([latest.number, bello.number, adaeze.number, chioma.number]);
  await page.getByLabel('Sort by').selectOption({ label: 'Oldest first' });
  await expect.poll(() => shownNumbers(page)).toEqual([chioma.number, bello.number, adaeze.number, latest.number]);

  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=new\b/);
  await expect(page.getByRole('button', { name: 'New', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => shownNumbers(page)).toEqual([chioma.number, adaeze.number, latest.number]);

  await page.getByRole('searchbox', { name: 'Search orders' }).fill('adaeze');
  await expect(page).toHaveURL(/[?&]q=adaeze\b/);
  await expect.poll(() => shownNumbers(page)).toEqual([adaeze.number]);
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();

  // The address keeps the list: a reload shows the same filter, sort and search.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('adaeze');
  await expect(page.getByLabel('Sort by')).toHaveValue('oldest');
  await expect.poll(() => shownNumbers(page)).toEqual([adaeze.number]);

  // The CSV holds the orders the list shows, under the same filter.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'number,date,customer,phone,items,total (naira),payment method,payment status,status',
  );
  expect(csv).toContain(`${adaeze.number},`);
  expect(csv).toContain('Adaeze Obi');
  expect(csv).not.toContain(chioma.number);
  expect(csv).not.toContain(bello.number);

  // A search by number, then nothing matches in another status.
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(bello.number.slice(-6).toLowerCase());
  await page.getByRole('button', { name: 'Confirmed' }).click();
  await expect.poll(() => shownNumbers(page)).toEqual([bello.number]);
  await page.getByRole('button', { name: 'Delivered' }).click();
  await expect(page.getByRole('heading', { name: 'No orders match' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Show all orders' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
  await expect(page.getByText('4 orders')).toBeVisible();

  await page.setViewportSize(PHONE);
  const cards = page.getByRole('list', { name: 'Orders' });
  await expect(cards.getByRole('link')).toHaveCount(4);
  await expect(cards.getByRole('link').first()).toContainText(chioma.number);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'dashboard-orders-phone');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Dashboard menu' }).getByRole('link', { name: 'Orders, 3 new' }),
  ).toBeVisible();
  await saveScreenshot(page, 'dashboard-orders-menu-phone');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await cards.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${chioma.number}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${chioma.number}` })).toBeVisible();
});

test('an order: confirm, ship, deliver; cancelling another needs a reason; the sidebar count drops; another store cannot open it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const { store, productId, shopper } = await storeWithShopper(request);
  const first = await placeOrder(request, shopper, [{ productId, quantity: 2 }], 'Chioma Okafor');
  const second = await placeOrder(request, shopper, [{ productId, quantity: 1 }], 'Bello Musa');

  await signIn(page, store);
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard/orders');
  // A click anywhere on the row opens the order.
  await ordersTable(page)
    .getByRole('row', { name: new RegExp(first.number) })
    .click({ position: { x: 400, y: 20 } });
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${first.number}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${first.number}` })).toBeVisible();
  // The store reads a pending order as new, not as waiting for itself.
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('New');
  await expect(page.getByRole('region', { name: 'Status' })).not.toContainText('Waiting for the store');
  const customer = page.getByRole('region', { name: 'Customer' });
  await expect(customer).toContainText('Chioma Okafor');
  await expect(customer.getByRole('link', { name: '+234 803 123 4567' })).toHaveAttribute('href', 'tel:+2348031234567');
  await expect(customer).toContainText('5 Adeola Odeku Street, Victoria Island, Lagos');
  await expect(customer).toContainText('Call when you arrive');
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('Plantain Chips');
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('₦2,500');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Pay on delivery');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Unpaid');
  await expect(sidebar(page).getByRole('link', { name: 'Orders, 2 new' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as shipped' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'dashboard-order-new-desktop');

  // The button waits while the change is on its way.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('mutation UpdateOrderStatus')) await held;
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
  release();
  await expect(page.getByText('Order confirmed')).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Orders, 1 new' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order progress' })).toContainText('Confirmed by the store');

  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByText('Order marked as shipped')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(page.getByText('Order marked as delivered')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Paid');
  await expect(page.getByRole('region', { name: 'Status' }).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Order progress' })).toContainText('Delivered');
  await saveScreenshot(page, 'dashboard-order-delivered-desktop');

  // Cancelling the second order asks why; without a reason nothing is sent.
  await page.goto(`/dashboard/orders/${second.number.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${second.number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${second.number}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByText('Say why the order is cancelled')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'dashboard-order-cancel-desktop');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Out of stock at the warehouse');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Order progress' })).toContainText(
    'Reason: Out of stock at the warehouse',
  );
  await expect(sidebar(page).getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'dashboard-order-cancelled-phone');

  const { order } = await graphql<{ order: { status: string; cancelReason: string } }>(
    request,
    `
      query Order($number: String!) {
        order(number: $number) {
          status
          cancelReason
        }
      }
    `,
    { number: second.number },
    store.token,
  );
  expect(order).toEqual({ status: 'CANCELLED', cancelReason: 'Out of stock at the warehouse' });

  // Another manufacturer: the API answers nothing, and the screen says the order is not there.
  const other = await createOwner(request);
  const { order: seen } = await graphql<{ order: unknown }>(
    request,
    `
      query Order($number: String!) {
        order(number: $number) {
          number
        }
      }
    `,
    { number: first.number },
    other.token,
  );
  expect(seen).toBeNull();
  const otherContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: PHONE });
  const otherPage = await otherContext.newPage();
  await signIn(otherPage, other);
  await otherPage.goto(`/dashboard/orders/${first.number}`);
  await expect(otherPage.getByRole('heading', { name: 'We could not find this order' })).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Confirm order' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(otherPage);
  await saveScreenshot(otherPage, 'dashboard-order-not-found-phone');
  await otherContext.close();
});

test('the delivery fee: checked, saved, shown again after a reload, and charged on the next orders', async ({
  page,
  request,
}) => {
  const { store, productId, shopper } = await storeWithShopper(request);
  await signIn(page, store);
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Delivery fee' });
  await expect(card).toContainText('Free delivery on every order.');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'dashboard-orders-empty-phone');

  await card.getByRole('button', { name: 'Change delivery fee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery fee' });
  const fee = dialog.getByRole('textbox', { name: 'Delivery fee per order (₦)' });
  const freeAbove = dialog.getByRole('textbox', { name: 'Free delivery for orders of at least (₦)' });
  await expect(fee).toHaveValue('0');
  await fee.fill('fifteen');
  await freeAbove.fill('-5');
  await dialog.getByRole('button', { name: 'Save delivery fee' }).click();
  await expect(dialog.getByText('Enter the delivery fee in naira, e.g. 1500')).toBeVisible();
  await expect(dialog.getByText('Enter the free-delivery amount in naira, e.g. 20000')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'dashboard-delivery-fee-invalid-phone');

  await fee.fill('1,500');
  await freeAbove.fill('20000');
  await dialog.getByRole('button', { name: 'Save delivery fee' }).click();
  await expect(page.getByText('Delivery fee saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = '₦1,500 per order; free for orders of ₦20,000 or more.';
  await expect(card).toContainText(saved);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Delivery fee' })).toContainText(saved);
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, 'dashboard-orders-empty-desktop');

  // The API charges it: the cart's store answers the settings, and orders pay the fee below the threshold only.
  const { priceCart } = await graphql<{
    priceCart: { lines: { product: { manufacturer: { deliverySettings: unknown } } }[] };
  }>(
    request,
    `
      query Price($lines: [CartLineInput!]!) {
        priceCart(lines: $lines) {
          lines {
            product {
              manufacturer {
                deliverySettings {
                  fee
                  freeAbove
                }
              }
            }
          }
        }
      }
    `,
    { lines: [{ productId, quantity: 1 }] },
  );
  expect(priceCart.lines[0]!.product.manufacturer.deliverySettings).toEqual({ fee: 1500, freeAbove: 20000 });
  const small = await placeOrder(request, shopper, [{ productId, quantity: 2 }], 'Chioma Okafor');
  expect(small).toMatchObject({ deliveryFee: 1500, total: 2500 + 1500 });
  const large = await placeOrder(request, shopper, [{ productId, quantity: 16 }], 'Chioma Okafor');
  expect(large).toMatchObject({ deliveryFee: 0, total: 20000 });
});

test('more orders than a page: the total, then Load more', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { store, productId, shopper } = await storeWithShopper(request);
  for (let index = 0; index < 21; index += 1) {
    await placeOrder(request, shopper, [{ productId, quantity: 1 }], `Customer ${index + 1}`);
  }
  await signIn(page, store);
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard/orders');
  await expect(page.getByText('21 orders (showing 20)')).toBeVisible();
  await expect(ordersTable(page).getByRole('rowheader')).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more orders' }).click();
  await expect(ordersTable(page).getByRole('rowheader')).toHaveCount(21);
  await expect(page.getByText('21 orders', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more orders' })).toHaveCount(0);
  await expect(ordersTable(page).getByRole('row').last()).toContainText('Customer 1');
});
