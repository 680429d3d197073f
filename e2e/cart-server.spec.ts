import type { APIRequestContext, Page } from '@playwright/test';
import { checkAtBothWidths } from './a11y';
import { createOwner, createProduct, graphql, type Owner } from './fixtures-data/dashboard-owner';
import { expect, signInBrowser, test } from './fixtures';
import { PHONE } from './screens';

/** The cart's own words for a naira amount, computed independently of the app. */
const naira = (amount: number) => `₦${new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 }).format(amount)}`;
const PASSWORD = 'Harmattan@2026';

/** Changes a product as its manufacturer would in the dashboard (the update takes every field). */
async function updateProduct(
  request: APIRequestContext,
  owner: Owner,
  id: string,
  change: { retailPrice?: string; quantity?: number },
) {
  const { product } = await graphql<{ product: { name: string; imageUrl: string } }>(
    request,
    'query ($id: String) { product(where: { id: $id }) { name imageUrl } }',
    { id },
  );
  await graphql(
    request,
    'mutation ($input: UpdateProductInput!) { updateProduct(updateProductInput: $input) { id } }',
    {
      input: {
        id,
        name: product.name,
        description: 'Sun-dried plantain chips, lightly salted.',
        imageUrl: product.imageUrl,
        retailPrice: '1250',
        quantity: 40,
        batchNumber: '3',
        barCode: '6151100000001',
        manufactureDate: '2026-01-10T00:00:00.000Z',
        expiryDate: '2026-12-10T00:00:00.000Z',
        category: 'foodBeverages',
        manufacturerId: owner.manufacturerId,
        ...change,
      },
    },
    owner.token,
  );
}

/** Another shopper buys `quantity` of a product (pay on delivery), taking it off the stock. */
async function buy(request: APIRequestContext, productId: string, quantity: number) {
  const buyer = await createOwner(request, { withBusiness: false });
  await graphql(
    request,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { orders { number } } }',
    {
      input: {
        lines: [{ productId, quantity }],
        address: { fullAddress: '12 Allen Avenue, Ikeja, Lagos' },
        recipientName: 'Bola Ade',
        phone: '0803 123 4567',
        paymentMethod: 'PAY_ON_DELIVERY',
        idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      },
    },
    buyer.token,
  );
}

async function storeWithProducts(request: APIRequestContext, names: string[]) {
  const owner = await createOwner(request);
  const ids: string[] = [];
  for (const name of names) ids.push(await createProduct(request, owner, name));
  return { owner, ids };
}

async function addToCart(page: Page, productId: string, times = 1) {
  await page.goto(`/productdetail/${productId}`);
  for (let i = 0; i < times; i++) {
    await page.getByRole('button', { name: 'Add to Cart' }).click();
  }
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' }).first()).toBeVisible();
}

const line = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name, exact: true });

test('opening the cart re-prices it: new price, no longer sold, out of stock, capped at the stock; checkout waits', async ({
  page,
  request,
}) => {
  const suffix = Math.random().toString(36).slice(2, 6);
  const names = ['Repriced', 'Deleted', 'Sold out', 'Scarce', 'Steady'].map((n) => `${n} chips ${suffix}`);
  const [repriced, deleted, soldOut, scarce, steady] = names as [string, string, string, string, string];
  const { owner, ids } = await storeWithProducts(request, names);
  const [repricedId, deletedId, soldOutId, scarceId, steadyId] = ids as [string, string, string, string, string];

  for (const id of [repricedId, deletedId, soldOutId, steadyId]) await addToCart(page, id);
  await addToCart(page, scarceId, 3);

  // Meanwhile the manufacturer changes a price, deletes a product, another shopper buys the last
  // unit of one, and the stock of another drops below what this cart holds.
  await updateProduct(request, owner, repricedId, { retailPrice: '1500' });
  await graphql(
    request,
    'mutation ($id: String) { removeProduct(where: { id: $id }) { id } }',
    { id: deletedId },
    owner.token,
  );
  await updateProduct(request, owner, soldOutId, { quantity: 1 });
  await buy(request, soldOutId, 1);
  await updateProduct(request, owner, scarceId, { quantity: 2 });

  const priced = page.waitForRequest((r) => r.url().endsWith('/graphql') && /query PriceCart/.test(r.postData() ?? ''));
  await page.goto('/cart');
  expect(JSON.parse((await priced).postData()!).variables.lines).toHaveLength(5);

  await expect(line(page, repriced).getByTestId('price-change')).toHaveText(
    'Price changed: now ₦1,500 each, was ₦1,250',
  );
  await expect(line(page, repriced).getByText('₦1,500', { exact: true })).toBeVisible();
  await expect(line(page, deleted).getByText('No longer sold', { exact: true })).toBeVisible();
  await expect(line(page, deleted).getByRole('button', { name: /Increase quantity/ })).toHaveCount(0);
  await expect(line(page, soldOut).getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(line(page, scarce).getByTestId('quantity-capped')).toHaveText(`Only 2 of ${scarce} left.`);
  await expect(line(page, scarce).getByTestId('line-quantity')).toHaveText('2');
  const scarcePlus = line(page, scarce).getByRole('button', { name: `Increase quantity of ${scarce}` });
  await expect(scarcePlus, '+ stops at the stock').toBeDisabled();
  await scarcePlus.click({ force: true });
  await expect(line(page, scarce).getByTestId('line-quantity')).toHaveText('2');

  // The server's subtotal: what can be bought, at today's prices.
  await expect(page.getByTestId('cart-subtotal')).toHaveText(naira(1500 + 2 * 1250 + 1250));
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeDisabled();
  await expect(page.getByTestId('checkout-blocked')).toHaveText(
    "2 items in your cart can't be bought now. Remove them to check out.",
  );
  await checkAtBothWidths(page, 'cart-repriced');

  // The stored cart took the new price and the cap: a reload says the same without a notice.
  expect(
    await page.evaluate(() =>
      (
        JSON.parse(localStorage.getItem('cart') ?? '[]') as { name: string; price: number; quantityBought: number }[]
      ).map((i) => [i.name, i.price, i.quantityBought]),
    ),
  ).toEqual([
    [repriced, 1500, 1],
    [deleted, 1250, 1],
    [soldOut, 1250, 1],
    [steady, 1250, 1],
    [scarce, 1250, 2],
  ]);

  await page.getByRole('button', { name: 'Remove unavailable items' }).click();
  await expect(line(page, deleted)).toHaveCount(0);
  await expect(line(page, soldOut)).toHaveCount(0);
  await expect(page.getByTestId('checkout-blocked')).toBeEmpty();
  await expect(checkout).toBeEnabled();
  await checkout.click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

async function logInThroughForm(page: Page, email: string) {
  await page.goto('/login');
  // Typing before the page has finished loading lost the password on a busy machine (CI rehearsal).
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function signUpShopper(request: APIRequestContext) {
  const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.ng`;
  const { signUp } = await graphql<{ signUp: { token: string; user: { id: string } } }>(
    request,
    'mutation ($input: SignUpManufacturerInput!) { signUp(signUpManufacturerInput: $input) { token user { id } } }',
    { input: { email, name: 'Amaka Eze', password: PASSWORD, confirmPassword: PASSWORD } },
  );
  return { email, token: signUp.token, userId: signUp.user.id };
}

async function serverCart(request: APIRequestContext, token: string) {
  const { cart } = await graphql<{ cart: { lines: { productId: string; requestedQuantity: number }[] } }>(
    request,
    '{ cart { lines { productId requestedQuantity } } }',
    {},
    token,
  );
  return Object.fromEntries(cart.lines.map((l) => [l.productId, l.requestedQuantity]));
}

test('a signed-in cart lives on the server: merged on log-in, on another device after logging in there, cleared on log-out', async ({
  browser,
  page,
  request,
}) => {
  const suffix = Math.random().toString(36).slice(2, 6);
  const [guestName, laterName] = [`Guest pick ${suffix}`, `Later pick ${suffix}`];
  const { ids } = await storeWithProducts(request, [guestName, laterName]);
  const [guestId, laterId] = ids as [string, string];
  const shopper = await signUpShopper(request);
  // What the shopper put in the cart on another visit, already on the server.
  await graphql(
    request,
    'mutation ($id: String) { setCartLine(productId: $id, quantity: 2) { canCheckOut } }',
    { id: guestId },
    shopper.token,
  );

  // As a guest: one more of it, then log in: the guest cart merges into the server's (2 + 1).
  await addToCart(page, guestId);
  await logInThroughForm(page, shopper.email);
  await expect.poll(() => serverCart(request, shopper.token)).toEqual({ [guestId]: 3 });
  await page.goto('/cart');
  await expect(line(page, guestName).getByTestId('line-quantity')).toHaveText('3');

  // Each change reaches the server as a quantity; quick taps end as the last one.
  const plus = line(page, guestName).getByRole('button', { name: `Increase quantity of ${guestName}` });
  await plus.click();
  await plus.click();
  await expect(line(page, guestName).getByTestId('line-quantity')).toHaveText('5');
  await expect.poll(() => serverCart(request, shopper.token)).toEqual({ [guestId]: 5 });
  await addToCart(page, laterId);
  await expect.poll(() => serverCart(request, shopper.token)).toEqual({ [guestId]: 5, [laterId]: 1 });
  await page.goto('/cart');
  await checkAtBothWidths(page, 'cart-signed-in');

  // Another device: an empty browser, logged in there, shows the same cart (no double merge).
  const phone = await browser.newContext({ viewport: PHONE });
  const other = await phone.newPage();
  await logInThroughForm(other, shopper.email);
  await other.goto('/cart');
  await expect(line(other, guestName).getByTestId('line-quantity')).toHaveText('5');
  await expect(line(other, laterName).getByTestId('line-quantity')).toHaveText('1');
  await expect(other.getByRole('link', { name: 'Cart, 6 items' })).toBeVisible();
  await line(other, laterName)
    .getByRole('button', { name: `Remove ${laterName} from cart` })
    .click();
  await expect.poll(() => serverCart(request, shopper.token)).toEqual({ [guestId]: 5 });
  await phone.close();

  // Back on the first device: focusing the window picks the change up.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(line(page, laterName)).toHaveCount(0);

  // Log out: a shared phone must not show the last shopper's cart; the server keeps it.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  const { logIn } = await graphql<{ logIn: { token: string } }>(
    request,
    'mutation ($input: LogInInput!) { logIn(logInInput: $input) { token } }',
    { input: { email: shopper.email, password: PASSWORD } },
  );
  expect(await serverCart(request, logIn.token)).toEqual({ [guestId]: 5 });
});

test('a change made while offline is kept and reaches the server once the connection is back', async ({
  page,
  context,
  request,
}) => {
  const { ids } = await storeWithProducts(request, [`Offline pick ${Math.random().toString(36).slice(2, 6)}`]);
  const [productId] = ids as [string];
  const shopper = await signUpShopper(request);
  await signInBrowser(page, shopper);
  await addToCart(page, productId);
  await expect.poll(() => serverCart(request, shopper.token)).toEqual({ [productId]: 1 });

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
  expect(await serverCart(request, shopper.token)).toEqual({ [productId]: 1 });

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => serverCart(request, shopper.token)).toEqual({ [productId]: 2 });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});
