import type { APIRequestContext, Page } from '@playwright/test';
import { createOwner, createProduct, graphql } from './fixtures-data/dashboard-owner';
import { expect, test } from './fixtures';

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
  await page.goto(`/${owner.slug}`);
  await expect(heart(page, productName)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Follow store' })).toBeVisible();
});
