import type { APIRequestContext, Page } from '@playwright/test';
import { categoryLabel } from '@kasuwa/domain';
import { checkAtBothWidths } from './a11y';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screens';

interface ApiProduct {
  id: string;
  name: string;
  category: string | null;
  retailPrice: number;
  manufacturer: { name: string; slug: string };
}

async function listProducts(
  request: APIRequestContext,
  where: Record<string, unknown> = {},
  take = 200,
): Promise<ApiProduct[]> {
  const query =
    'query($where: ProductWhereInput, $take: Int) { products(where: $where, take: $take) { id name category retailPrice manufacturer { name slug } } }';
  const response = await request.post('/graphql', { data: { query, variables: { where, take } } });
  const body = (await response.json()) as { data: { products: ApiProduct[] }; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.products;
}

/** Two products of different categories and stores, with prices that are not round. */
async function twoProducts(request: APIRequestContext): Promise<[ApiProduct, ApiProduct]> {
  const products = (await listProducts(request)).filter((p) => p.category);
  const first = products[0]!;
  const second = products.find(
    (p) => p.category !== first.category && p.manufacturer.slug !== first.manufacturer.slug,
  )!;
  expect(second, 'the demo data has two products of different categories').toBeDefined();
  return [first, second];
}

/** The cart's own words for a naira amount, computed independently of the app. */
const naira = (amount: number) => `₦${new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 }).format(amount)}`;
const times = (price: number, quantity: number) => (Math.round(price * 100) * quantity) / 100;

async function addToCart(page: Page, product: ApiProduct) {
  await page.goto(`/productdetail/${product.id}`);
  await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' }).first()).toBeVisible();
}

const line = (page: Page, product: ApiProduct) =>
  page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name: product.name, exact: true });
const subtotal = (page: Page) => page.getByTestId('cart-subtotal');

test('cart lines: quantities, prices, subtotal, remove, and a reload keeps it all', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const [a, b] = await twoProducts(request);
  await addToCart(page, a);
  await addToCart(page, b);
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();

  const lineA = line(page, a);
  await expect(lineA.getByText(categoryLabel(a.category!), { exact: true })).toBeVisible();
  await expect(lineA.getByRole('link', { name: a.manufacturer.name })).toHaveAttribute(
    'href',
    `/${a.manufacturer.slug}`,
  );
  await expect(lineA.getByRole('img')).toHaveCount(0); // the photo is decorative next to the name...
  await expect(lineA.locator('img')).toHaveAttribute('src', /\/uploads\//); // ...but it is there
  await expect(lineA.getByTestId('line-quantity')).toHaveText('1');
  const minusA = lineA.getByRole('button', { name: `Decrease quantity of ${a.name}` });
  const plusA = lineA.getByRole('button', { name: `Increase quantity of ${a.name}` });
  await expect(minusA).toBeDisabled();

  await plusA.click();
  await plusA.click();
  await expect(lineA.getByTestId('line-quantity')).toHaveText('3');
  await expect(lineA.getByText(naira(times(a.retailPrice, 3)))).toBeVisible();
  await expect(subtotal(page)).toHaveText(naira(times(a.retailPrice, 3) + b.retailPrice));
  await expect(page.getByTestId('cart-item-count')).toHaveText('4 items');
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();

  await minusA.click();
  await expect(lineA.getByTestId('line-quantity')).toHaveText('2');
  await minusA.click();
  await expect(lineA.getByTestId('line-quantity')).toHaveText('1');
  await expect(minusA).toBeDisabled();
  await expect(minusA, 'the keyboard focus stays on the button at its minimum').toBeFocused();
  await plusA.click();
  await checkAtBothWidths(page, 'cart');

  await page.reload();
  await expect(line(page, a).getByTestId('line-quantity')).toHaveText('2');
  await expect(subtotal(page)).toHaveText(naira(times(a.retailPrice, 2) + b.retailPrice));

  await line(page, b)
    .getByRole('button', { name: `Remove ${b.name} from cart` })
    .click();
  await expect(line(page, b)).toHaveCount(0);
  await expect(page.locator(':focus'), 'focus moves to another line, not the page body').toHaveAttribute(
    'aria-label',
    /^Remove /,
  );
  await expect(subtotal(page)).toHaveText(naira(times(a.retailPrice, 2)));
  await page.reload();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  // Signed out, the checkout shows what will be ordered and asks to log in (then comes back).
  await expect(page.getByRole('heading', { name: 'Log in to place your order' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(naira(times(a.retailPrice, 2)));
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fcheckout');
  await checkAtBothWidths(page, 'cart-checkout');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/cart');
  expect(errors).toEqual([]);
});

test('an empty cart: Continue Shopping, ₦0, and Checkout warns "Your cart is empty" without leaving', async ({
  page,
}) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(subtotal(page)).toHaveText('₦0');
  await expect(page.getByRole('heading', { name: 'Related products' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Your cart is empty' })).toBeVisible();
  await expect(page).toHaveURL('/cart');
  await saveScreenshot(page, 'cart-empty-toast-phone');
  // Axe checks the screen itself; the toast's colours belong to the shared Toaster.
  await page.locator('[data-sonner-toast] [data-close-button]').click();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await checkAtBothWidths(page, 'cart-empty');
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL('/');
});

test('two tabs stay in step without a reload', async ({ context, request }) => {
  const [a] = await twoProducts(request);
  const cartTab = await context.newPage();
  await cartTab.goto('/cart');
  await expect(cartTab.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();

  const shopTab = await context.newPage();
  await addToCart(shopTab, a);
  await expect(line(cartTab, a).getByTestId('line-quantity')).toHaveText('1');
  await expect(cartTab.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await line(cartTab, a)
    .getByRole('button', { name: `Increase quantity of ${a.name}` })
    .click();
  await expect(shopTab.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await line(cartTab, a)
    .getByRole('button', { name: `Remove ${a.name} from cart` })
    .click();
  await expect(shopTab.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
});

test('related products share a category with a cart item and are not in the cart', async ({ page, request }) => {
  const [a, b] = await twoProducts(request);
  await addToCart(page, a);
  await addToCart(page, b);

  await page.goto('/cart');
  const related = page.getByRole('list', { name: 'Related products' });
  await expect(related).toBeVisible();
  // Asked right after the page did, so products other tests add meanwhile rarely come between.
  const expected = await listProducts(
    request,
    { categoryIn: [a.category!, b.category!], id: { notIn: [a.id, b.id] } },
    7,
  );
  expect(expected.length).toBeGreaterThan(0);
  for (const p of expected) expect([a.category, b.category]).toContain(p.category);
  await expect(related.getByRole('listitem')).toHaveCount(expected.length);
  await expect(related.getByRole('heading', { level: 3 })).toHaveText(expected.map((p) => p.name));
  // By link, not by name: other tests make products with the same names.
  await expect(related.locator('a[href^="/product/"]')).toHaveCount(expected.length);
  for (const cartProduct of [a, b])
    await expect(related.locator(`a[href="/product/${cartProduct.id}"]`)).toHaveCount(0);
  const labels = new Set([categoryLabel(a.category!), categoryLabel(b.category!)]);
  for (const label of await related.locator('article p').allTextContents()) expect(labels).toContain(label);
});

test('an unreadable saved cart starts empty without crashing', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => window.localStorage.setItem('cart', '{oops'));
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  expect(errors).toEqual([]);
});
