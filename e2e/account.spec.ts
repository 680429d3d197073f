import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, signInBrowser, test } from './fixtures';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

const SIGN_UP = /* GraphQL */ `
  mutation SignUp($input: SignUpManufacturerInput!) {
    signUp(signUpManufacturerInput: $input) {
      token
      user {
        id
      }
    }
  }
`;

/** A new user through the real API; returns their token and details. */
async function signUp(request: APIRequestContext) {
  const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ng`;
  const name = 'Amina Bello';
  const password = 'Shopfront@2026';
  const response = await request.post('/graphql', {
    data: { query: SIGN_UP, variables: { input: { email, name, password, confirmPassword: password } } },
  });
  const body = (await response.json()) as {
    data?: { signUp: { token: string; user: { id: string } } };
    errors?: unknown;
  };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return { token: body.data!.signUp.token, userId: body.data!.signUp.user.id, email, name };
}

/** The spec's rows that do not exist yet, each with the sentence of what will come. */
const LATER: [string, string][] = [
  ['Messages', 'Chat with a store about an order will come here.'],
  ['Surveys & Feedback', 'Short surveys from the brand stores you buy from will come here.'],
  ['Credit Balance', 'Refunds kept as credit for your next order will show here.'],
];

test.describe('without a session', () => {
  for (const path of ['/account', '/account/orders']) {
    test(`${path} redirects to /login with next, replacing the history entry`, async ({ page }) => {
      await page.goto('/help');
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
      await page.goBack();
      await expect(page).toHaveURL(/\/help$/);
    });
  }
});

test("an old version's stored token signs nobody in and is deleted", async ({ page }) => {
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('seeded')) window.localStorage.setItem('token', 'left-by-an-old-version');
    window.sessionStorage.setItem('seeded', '1');
  });
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  // Deleted once the first screen is up (app/after-load.ts), not before the first paint.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the account index shows who is signed in, links to the screens that exist and says what the others will be', async ({
  page,
  request,
}) => {
  const user = await signUp(request);
  await signInBrowser(page, user);
  await page.setViewportSize(PHONE);
  await page.goto('/account');

  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText(user.name)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('listitem')).toHaveCount(8);
  await expect(menu.getByRole('listitem')).toHaveText(
    [
      'Messages',
      'Orders',
      'Reviews',
      'Favourites',
      'Surveys & Feedback',
      'Credit Balance',
      'Addresses',
      'Change Password',
    ].map((label) => new RegExp(`^${label}`)),
  );
  const orders = menu.getByRole('link', { name: 'Orders' });
  await expect(orders).toHaveAttribute('href', '/account/orders');
  await expect(menu.getByRole('link', { name: 'Addresses' })).toHaveAttribute('href', '/account/addresses');
  await expect(menu.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/account/reviews');
  await expect(menu.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/account/favourites');
  await expect(menu.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/account/change-password');
  for (const [label, upcoming] of LATER) {
    const row = menu.getByRole('link', { name: new RegExp(`^${label}`) });
    await expect(row).toHaveAttribute('aria-disabled', 'true');
    await expect(row).not.toHaveAttribute('href');
    await expect(row).toContainText(upcoming);
    await expect(row).toBeVisible();
  }
  await expect(menu.getByText('Coming soon')).toHaveCount(0);
  // A disabled row goes nowhere when clicked (force: Playwright would wait for it to be enabled).
  await menu.getByRole('link', { name: /^Messages/ }).click({ force: true });
  await expect(page).toHaveURL(/\/account$/);

  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'account-index-phone');
  await page.setViewportSize(DESKTOP);
  await expect(orders).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'account-index-desktop');

  await orders.click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('a session cookie the API no longer accepts says the session has ended', async ({ page }) => {
  await signInBrowser(page, { token: 'not-a-live-session-token', userId: '00000000-0000-4000-8000-000000000000' });
  await page.goto('/account');
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  // Not a dead end: the browser forgets who was signed in and offers the way to log in.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
});

test('when the details cannot load, the account index still works', async ({ page, request }) => {
  const user = await signUp(request);
  await signInBrowser(page, user);
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { query?: string } | null;
    if (body?.query?.includes('query Me')) return route.fulfill({ status: 500, body: 'Internal Server Error' });
    return route.continue();
  });
  await page.goto('/account');
  await expect(page.getByText('We could not load your details right now.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Orders' })).toBeVisible();
});

test('orders: tabs Ongoing / Delivered / Cancelled with their empty texts, by mouse and keyboard', async ({
  page,
  request,
}) => {
  const user = await signUp(request);
  await signInBrowser(page, user);
  await page.setViewportSize(PHONE);
  await page.goto('/account/orders');

  const tablist = page.getByRole('tablist', { name: 'Orders' });
  const tab = (name: string) => tablist.getByRole('tab', { name });
  await expect(tablist.getByRole('tab')).toHaveText(['Ongoing', 'Delivered', 'Cancelled']);
  await expect(tab('Ongoing')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: 'Ongoing' })).toContainText('No ongoing orders');
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/account');

  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'account-orders-phone');

  await tab('Delivered').click();
  await expect(tab('Delivered')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Delivered' })).toContainText('No delivered orders');
  await expect(page.getByText('No ongoing orders')).toBeHidden();

  // Keyboard: arrows move and wrap, Home and End jump; the selected tab takes the focus.
  await page.keyboard.press('ArrowRight');
  await expect(tab('Cancelled')).toBeFocused();
  await expect(tab('Cancelled')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Cancelled' })).toContainText('No cancelled orders');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Ongoing')).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Ongoing' })).toContainText('No ongoing orders');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Cancelled')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab('Ongoing')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tab('Cancelled')).toBeFocused();
  await expect(tab('Cancelled')).toHaveAttribute('aria-selected', 'true');
  // Only the selected tab is in the Tab order; the next Tab goes into its panel.
  await expect(tablist.locator('[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Cancelled' })).toBeFocused();

  await page.setViewportSize(DESKTOP);
  await expect(page.getByText('No cancelled orders')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'account-orders-desktop');
});

test('Log out on the account page ends the session on the server and in the browser', async ({ page, request }) => {
  const user = await signUp(request);
  await signInBrowser(page, user);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
  expect((await page.context().cookies()).some((c) => c.name === 'kasuwa_session')).toBe(false);
  // The token itself is dead on the server.
  const me = await request.post('/graphql', {
    data: { query: '{ me { id } }' },
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(((await me.json()) as { data: { me: unknown } }).data.me).toBeNull();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
});
