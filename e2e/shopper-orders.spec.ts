import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { createOwner, createProduct, graphql, operationName, type Owner } from './fixtures-data/dashboard-owner';
import { expect, signInBrowser, test } from './fixtures';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

const PLACE_ORDER = /* GraphQL */ `
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      orders(take: 10) {
        number
      }
    }
  }
`;

const UPDATE_ORDER_STATUS = /* GraphQL */ `
  mutation UpdateOrderStatus($input: UpdateOrderStatusInput!) {
    updateOrderStatus(input: $input) {
      status
    }
  }
`;

const ORDER_STATUS = /* GraphQL */ `
  query OrderStatus($number: String!) {
    order(number: $number) {
      status
    }
  }
`;

const STOCK = /* GraphQL */ `
  query Stock($id: String) {
    product(where: { id: $id }) {
      quantity
    }
  }
`;

const ADDRESS = '5 Adeola Odeku Street, Victoria Island, Lagos';

/** One order (the products are all one store's) paid on delivery, placed with the shopper's session. */
async function placeOrder(
  request: APIRequestContext,
  shopper: Owner,
  lines: { productId: string; quantity: number }[],
) {
  const { placeOrder: placed } = await graphql<{ placeOrder: { orders: { number: string }[] } }>(
    request,
    PLACE_ORDER,
    {
      input: {
        idempotencyKey: randomUUID(),
        lines,
        address: { fullAddress: ADDRESS, latitude: 6.43, longitude: 3.42 },
        recipientName: 'Chioma Okafor',
        phone: '0803 123 4567',
        note: 'Call when you reach the gate',
        paymentMethod: 'PAY_ON_DELIVERY',
      },
    },
    shopper.token,
  );
  const number = placed.orders[0]?.number;
  if (!number) throw new Error('placeOrder made no order');
  return number;
}

/** The store moves its order through these statuses, in turn. */
async function move(request: APIRequestContext, store: Owner, number: string, ...steps: string[]) {
  for (const status of steps) {
    const reason = status === 'CANCELLED' ? 'Out of stock at the Ikeja warehouse' : undefined;
    await graphql(request, UPDATE_ORDER_STATUS, { input: { number, status, reason } }, store.token);
  }
}

async function stockOf(request: APIRequestContext, productId: string) {
  return (await graphql<{ product: { quantity: number } }>(request, STOCK, { id: productId })).product.quantity;
}

const card = (page: Page, number: string) => page.getByRole('listitem').filter({ hasText: number });

test('the orders tabs list the right orders on real data, paged, each opening its detail', async ({
  page,
  request,
}) => {
  test.slow(); // a dozen orders placed through the API first
  const store = await createOwner(request);
  const chips = await createProduct(request, store, 'Plantain Chips');
  const zobo = await createProduct(request, store, 'Zobo Drink');
  const shopper = await createOwner(request, { withBusiness: false });

  const shipped = await placeOrder(request, shopper, [{ productId: chips, quantity: 1 }]);
  await move(request, store, shipped, 'CONFIRMED', 'SHIPPED');
  const delivered = await placeOrder(request, shopper, [
    { productId: chips, quantity: 2 },
    { productId: zobo, quantity: 1 },
  ]);
  await move(request, store, delivered, 'CONFIRMED', 'SHIPPED', 'DELIVERED');
  const cancelled = await placeOrder(request, shopper, [{ productId: zobo, quantity: 1 }]);
  await move(request, store, cancelled, 'CANCELLED');
  // Ten more waiting for the store: eleven ongoing in all, one more than a page.
  const pending: string[] = [];
  for (let i = 0; i < 10; i++) pending.push(await placeOrder(request, shopper, [{ productId: zobo, quantity: 1 }]));

  await signInBrowser(page, shopper);
  await page.setViewportSize(PHONE);
  await page.goto('/account/orders');
  const tablist = page.getByRole('tablist', { name: 'Orders' });
  await expect(tablist.getByRole('tab', { name: 'Ongoing' })).toHaveAttribute('aria-selected', 'true');
  const ongoing = page.getByRole('list', { name: 'Ongoing orders' });
  await expect(ongoing.getByRole('listitem')).toHaveCount(10);
  // Newest first: the last placed heads the list, waiting for the store and unpaid.
  await expect(ongoing.getByRole('listitem').first()).toContainText(pending[9]!);
  await expect(card(page, pending[9]!)).toContainText('Waiting for the store');
  await expect(card(page, pending[9]!)).toContainText('Unpaid');
  await expect(card(page, pending[9]!)).toContainText('1 item');
  await expect(card(page, pending[9]!)).toContainText('₦1,250');
  await expect(card(page, shipped)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'account-orders-list-phone');

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(ongoing.getByRole('listitem')).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(card(page, shipped)).toContainText('Shipped');
  await expect(card(page, shipped)).toContainText(/Okafor Kitchen/);
  for (const number of [delivered, cancelled]) await expect(card(page, number)).toHaveCount(0);

  await tablist.getByRole('tab', { name: 'Delivered' }).click();
  await expect(page).toHaveURL(/\/account\/orders\?tab=delivered$/);
  const deliveredList = page.getByRole('list', { name: 'Delivered orders' });
  await expect(deliveredList.getByRole('listitem')).toHaveCount(1);
  await expect(card(page, delivered)).toContainText('Delivered');
  await expect(card(page, delivered)).toContainText('Paid');
  await expect(card(page, delivered)).toContainText('3 items');
  await expect(card(page, delivered)).toContainText('₦3,750');

  await tablist.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page).toHaveURL(/\?tab=cancelled$/);
  await expect(page.getByRole('list', { name: 'Cancelled orders' }).getByRole('listitem')).toHaveCount(1);
  await expect(card(page, cancelled)).toContainText('Cancelled');
  // The tab is in the address: a reload or a shared link opens the same one.
  await page.reload();
  await expect(tablist.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, cancelled)).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'account-orders-list-desktop');

  // A card opens its order: the delivered one went all the way, and cannot be cancelled.
  await page.goto('/account/orders?tab=delivered');
  await page.getByRole('link', { name: delivered }).click();
  await expect(page).toHaveURL(`/account/orders/${delivered}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${delivered}` })).toBeVisible();
  const progress = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
  await expect(progress).toHaveText([
    /^Order placed.* · by you$/,
    /^Confirmed by the store.* · by the store$/,
    /^Shipped.* · by the store$/,
    /^Delivered.* · by the store$/,
  ]);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items).toContainText('Plantain Chips');
  await expect(items).toContainText('2 × ₦1,250');
  await expect(items).toContainText('₦2,500');
  await expect(items).toContainText('Zobo Drink');
  await expect(items).toContainText(/Total\s*₦3,750/);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(/Pay on delivery.*Paid/);
});

test('an order before shipping can be cancelled with a reason, and its stock returns; a shipped one cannot', async ({
  page,
  request,
}) => {
  const store = await createOwner(request);
  const chips = await createProduct(request, store, 'Plantain Chips');
  const shopper = await createOwner(request, { withBusiness: false });
  const stockBefore = await stockOf(request, chips);
  const number = await placeOrder(request, shopper, [{ productId: chips, quantity: 3 }]);
  await move(request, store, number, 'CONFIRMED');
  expect(await stockOf(request, chips)).toBe(stockBefore - 3);
  const shipped = await placeOrder(request, shopper, [{ productId: chips, quantity: 1 }]);
  await move(request, store, shipped, 'CONFIRMED', 'SHIPPED');

  await signInBrowser(page, shopper);
  await page.setViewportSize(PHONE);
  await page.goto(`/account/orders/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const progressCard = page.getByRole('region', { name: 'Progress' });
  // The badges: the status in words, and the payment.
  await expect(progressCard.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(progressCard.getByText('Unpaid', { exact: true })).toBeVisible();
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items).toContainText('Plantain Chips');
  await expect(items).toContainText('3 × ₦1,250');
  await expect(items).toContainText(/Delivery fee\s*Free/);
  await expect(items).toContainText(/Total\s*₦3,750/);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery).toContainText('Chioma Okafor');
  await expect(delivery.getByRole('link', { name: '+234 803 123 4567' })).toHaveAttribute('href', 'tel:+2348031234567');
  await expect(delivery).toContainText(ADDRESS);
  await expect(delivery).toContainText('Call when you reach the gate');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(/Pay on delivery.*Unpaid/);
  const progress = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
  await expect(progress).toHaveText([
    /^Order placed.* · by you$/,
    /^Confirmed by the store \(current step\).* · by the store$/,
    'Shipped (not yet)',
    'Delivered (not yet)',
  ]);
  const theStore = page.getByRole('region', { name: 'The store' });
  await expect(theStore.getByRole('link', { name: /Okafor Kitchen/ })).toHaveAttribute('href', `/${store.slug}`);
  await expect(theStore.getByRole('link', { name: /^maker-.*@example\.ng$/ })).toHaveAttribute(
    'href',
    /^mailto:maker-/,
  );
  await expect(theStore).toContainText('12 Allen Avenue, Ikeja, Lagos');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'account-order-phone');
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'account-order-desktop');
  await page.setViewportSize(PHONE);

  // The confirmation: nothing happens until the shopper confirms; the button waits while sending.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${number}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(dialog).toBeHidden();
  expect(
    (await graphql<{ order: { status: string } }>(request, ORDER_STATUS, { number }, shopper.token)).order.status,
  ).toBe('CONFIRMED');

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await dialog.getByLabel('Reason (optional)').fill('Bought it at the market instead');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'account-order-cancel-phone');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (operationName(route.request().postData()) === 'CancelOrder') await held;
    await route.fallback();
  });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByRole('button', { name: 'Cancelling...' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Keep order' })).toBeDisabled();
  release();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Order ${number} cancelled`)).toBeVisible();

  // The screen shows the cancellation, and the stock is back on sale.
  await expect(progressCard.getByText('Confirmed', { exact: true })).toHaveCount(0);
  await expect(progressCard.getByText('Cancelled', { exact: true })).toHaveCount(2); // the badge and the last step
  await expect(progress).toHaveText([
    /^Order placed.* · by you$/,
    /^Confirmed by the store.* · by the store$/,
    /^Cancelled.* · by youReason: Bought it at the market instead$/,
  ]);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  expect(
    (await graphql<{ order: { status: string } }>(request, ORDER_STATUS, { number }, shopper.token)).order.status,
  ).toBe('CANCELLED');
  expect(await stockOf(request, chips)).toBe(stockBefore - 1);

  // Once shipped there is no Cancel.
  await page.goto(`/account/orders/${shipped}`);
  await expect(progress.nth(2)).toHaveText(/^Shipped \(current step\)/);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

test("a number that is not the shopper's order reads 'We could not find this order'", async ({ page, request }) => {
  const store = await createOwner(request);
  const chips = await createProduct(request, store, 'Plantain Chips');
  const owner = await createOwner(request, { withBusiness: false });
  const theirs = await placeOrder(request, owner, [{ productId: chips, quantity: 1 }]);
  const snooper = await createOwner(request, { withBusiness: false });

  await signInBrowser(page, snooper);
  for (const number of [theirs, 'KSW-ZZZZZZ', 'not-a-number']) {
    await page.goto(`/account/orders/${number}`);
    await expect(page.getByRole('heading', { name: 'We could not find this order' })).toBeVisible();
    await expect(page.getByText('Plantain Chips')).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to your orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByText('No ongoing orders')).toBeVisible();
});
