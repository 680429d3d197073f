import type { APIRequestContext, Page } from '@playwright/test';
import { createOwner, createProduct, graphql } from './fixtures-data/dashboard-owner';
import { checkAtBothWidths } from './a11y';
import { expect, signInBrowser, test } from './fixtures';
import { saveScreenshot } from './screens';

// Issue 14, favourites and following: the heart and Follow store work signed out (kept in the
// browser), merge into the account at log-in, come back on another device, and leave a shared
// browser at log-out. The store shows its follower count; My Brands shows followed stores first.

const PASSWORD = 'Harmattan@2026';

async function signUpShopper(request: APIRequestContext) {
  const email = `fan-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.ng`;
  const { signUp } = await graphql<{ signUp: { token: string } }>(
    request,
    'mutation ($input: SignUpManufacturerInput!) { signUp(signUpManufacturerInput: $input) { token } }',
    { input: { email, name: 'Ngozi Fan', password: PASSWORD, confirmPassword: PASSWORD } },
  );
  return { email, token: signUp.token };
}

async function logInThroughForm(page: Page, email: string) {
  await page.goto('/login');
  // Typing before the page has finished loading lost the password on a busy machine (CI rehearsal).
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const heart = (page: Page, name: string) => page.getByRole('button', { name: `Save ${name} to favourites` });

test('favourites and follows kept signed out merge into the account at log-in, come back on another device, and leave at log-out', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000); // two browsers and two log-ins
  const suffix = Math.random().toString(36).slice(2, 6);
  const owner = await createOwner(request);
  const productName = `Ogbono Soup Mix ${suffix}`;
  await createProduct(request, owner, productName);
  const { manufacturers } = await graphql<{ manufacturers: { name: string }[] }>(
    request,
    'query ($slug: String!) { manufacturers(where: { slug: { equals: $slug } }) { name } }',
    { slug: owner.slug },
  );
  const storeName = manufacturers[0]!.name;

  // Signed out: the heart and Follow store work, and stay after a reload.
  await page.goto(`/${owner.slug}`);
  await expect(page.getByTestId('store-follower-count')).toHaveText('0 followers');
  await heart(page, productName).click();
  await expect(heart(page, productName)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Follow store' }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await page.reload();
  await expect(heart(page, productName)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();

  // My Brands: the followed store first, in its own list.
  await page.goto('/');
  const followed = page.getByRole('list', { name: 'Stores you follow' });
  await expect(followed.getByRole('link')).toHaveCount(1);
  await expect(followed.getByRole('link', { name: new RegExp(storeName) })).toBeVisible();

  // Log in: the browser's lists are merged into the account, and the account page lists the favourite.
  const shopper = await signUpShopper(request);
  await logInThroughForm(page, shopper.email);
  await expect
    .poll(
      async () =>
        (await graphql<{ mySaved: object }>(request, '{ mySaved { productIds manufacturerIds } }', {}, shopper.token))
          .mySaved,
    )
    .toEqual({ productIds: [expect.any(String)], manufacturerIds: [owner.manufacturerId] });
  await page.goto(`/${owner.slug}`);
  await expect(page.getByTestId('store-follower-count')).toHaveText('1 follower');

  // Another device: the account's favourites are there after logging in.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await logInThroughForm(other, shopper.email);
  await other.goto(`/${owner.slug}`);
  await expect(heart(other, productName)).toHaveAttribute('aria-pressed', 'true');
  await expect(other.getByRole('button', { name: 'Following' })).toBeVisible();
  // Unfollowing there reaches the account and the count.
  await other.getByRole('button', { name: 'Following' }).click();
  await expect(other.getByRole('button', { name: 'Follow store' })).toBeVisible();
  await expect(other.getByTestId('store-follower-count')).toHaveText('0 followers');
  await otherDevice.close();

  // Log out: a shared browser no longer shows this shopper's favourites.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Log out' }).click();
  // Signed out once the log-in screen shows (a navigation before it would cut the sign-out short).
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`/${owner.slug}`);
  await expect(heart(page, productName)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Follow store' })).toBeVisible();
});

test.describe('the favourites screen', () => {
  const list = (page: Page) => page.getByRole('list', { name: 'Favourite products' });

  test('signed out: the products hearted in this browser, newest first; a heart taken off leaves the list', async ({
    page,
    request,
  }) => {
    const suffix = Math.random().toString(36).slice(2, 6);
    const owner = await createOwner(request);
    const older = `Palm Kernel Soap ${suffix}`;
    const newer = `Black Soap Bar ${suffix}`;
    await createProduct(request, owner, older);
    await createProduct(request, owner, newer);

    await page.goto('/account/favourites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse stores' })).toHaveAttribute('href', '/');
    // Signed out, /account would only ask to log in: Back leads home.
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');

    await page.goto(`/${owner.slug}`);
    await heart(page, older).click();
    await heart(page, newer).click();
    await expect(heart(page, newer)).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/account/favourites');
    await expect(page.getByText('Kept in this browser.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Faccount%2Ffavourites',
    );
    await expect(list(page).getByRole('heading')).toHaveText([newer, older]);
    await checkAtBothWidths(page, 'favourites-signed-out');
    await page.setViewportSize({ width: 360, height: 740 });
    await saveScreenshot(page, 'favourites-signed-out-360');
    await page.setViewportSize({ width: 390, height: 844 });

    await heart(page, newer).click();
    await expect(list(page).getByRole('heading')).toHaveText([older]);
    await page.reload();
    await expect(list(page).getByRole('heading')).toHaveText([older]);
    await expect(heart(page, older)).toHaveAttribute('aria-pressed', 'true');
  });

  test("signed in: the account's favourites from a row of /account; the heart removes one from the account", async ({
    page,
    request,
  }) => {
    const suffix = Math.random().toString(36).slice(2, 6);
    const owner = await createOwner(request);
    const productName = `Zobo Drink Mix ${suffix}`;
    const productId = await createProduct(request, owner, productName);
    const shopper = await signUpShopper(request);
    const me = await graphql<{ me: { id: string } }>(request, '{ me { id } }', {}, shopper.token);
    await graphql(
      request,
      'mutation ($id: String) { setFavourite(productId: $id, saved: true) }',
      { id: productId },
      shopper.token,
    );
    await signInBrowser(page, { token: shopper.token, userId: me.me.id });

    await page.goto('/account');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Favourites' }).click();
    await expect(page).toHaveURL('/account/favourites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await expect(list(page).getByRole('heading')).toHaveText([productName]);
    await expect(page.getByText('Kept in this browser.')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/account');
    await expect(heart(page, productName)).toHaveAttribute('aria-pressed', 'true');
    await checkAtBothWidths(page, 'favourites-signed-in');
    await page.setViewportSize({ width: 360, height: 740 });
    await saveScreenshot(page, 'favourites-signed-in-360');
    await page.setViewportSize({ width: 390, height: 844 });

    await heart(page, productName).click();
    await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
    await expect
      .poll(
        async () =>
          (
            await graphql<{ mySaved: { productIds: string[] } }>(
              request,
              '{ mySaved { productIds } }',
              {},
              shopper.token,
            )
          ).mySaved.productIds,
      )
      .toEqual([]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  });
});
