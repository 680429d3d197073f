import { checkAtBothWidths } from './a11y';
import { expect, signInBrowser, test } from './fixtures';
import { createOwner, graphql } from './fixtures-data/dashboard-owner';
import { PHONE } from './screens';

// Issue 10, item 1: anyone can sign up to buy, sign-in returns where the person was going, the
// account page is the shopper's home, and saved delivery addresses are real.

const PASSWORD = 'Harmattan@2026';
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ng`;

test('a signed-out shopper opening their orders is sent to log in, signs up from there and comes back to the orders', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Forders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

  await page.getByRole('link', { name: 'Create an Account' }).click();
  await expect(page).toHaveURL(/\/signup\?next=%2Faccount%2Forders$/);
  await page.getByLabel('Email').fill(uniqueEmail('shopper'));
  await page.getByLabel('Name').fill('Amina Bello');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('a shopper who logs in from a deep link goes back to it, query included', async ({ page, request }) => {
  const shopper = await createOwner(request, { withBusiness: false });
  const { me } = await graphql<{ me: { email: string } }>(request, '{ me { email } }', {}, shopper.token);
  await page.goto('/login?next=%2Faccount%2Faddresses%3Ffrom%3Dcheckout');
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password', { exact: true }).fill('Makerbrand@2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/account\/addresses\?from=checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
});

test.describe('the account home', () => {
  test('a shopper sees orders, addresses, password, Sell on Kasuwa and log out', async ({ page, request }) => {
    const shopper = await createOwner(request, { withBusiness: false });
    await signInBrowser(page, shopper);
    await page.setViewportSize(PHONE);
    await page.goto('/account');

    const menu = page.getByRole('navigation', { name: 'Account' });
    await expect(menu.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/account/orders');
    await expect(menu.getByRole('link', { name: 'Addresses' })).toHaveAttribute('href', '/account/addresses');
    await expect(menu.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/account/change-password',
    );
    await expect(menu.getByRole('link', { name: /^Messages/ })).toContainText(
      'Chat with a store about an order will come here.',
    );
    const sell = page.getByRole('link', { name: 'Sell on Kasuwa' });
    await expect(sell).toHaveAttribute('href', '/dashboard/add-business');
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await checkAtBothWidths(page, 'shopper-account-home');

    await sell.click();
    await expect(page).toHaveURL(/\/dashboard\/add-business$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add your business' })).toBeVisible();
  });

  test('someone who owns a business gets a link to the dashboard, even when this browser did not store it', async ({
    page,
    request,
  }) => {
    const owner = await createOwner(request);
    // Signed in without the stored business: the page asks the server whether they own one.
    await signInBrowser(page, { ...owner, manufacturerId: null });
    await page.goto('/account');
    const dashboard = page.getByRole('link', { name: 'Go to your dashboard' });
    await expect(dashboard).toHaveAttribute('href', '/dashboard/main');
    await expect(page.getByRole('link', { name: 'Sell on Kasuwa' })).toHaveCount(0);
    await dashboard.click();
    await expect(page).toHaveURL(/\/dashboard\/main$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});

test('/help leads to the orders and, signed out, to sign up then add a business', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/help');
  await expect(page.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/account/orders');
  const sell = page.getByRole('link', { name: 'Sell on Kasuwa' });
  await expect(sell).toHaveAttribute('href', '/signup?next=%2Fdashboard%2Fadd-business');
  await checkAtBothWidths(page, 'shopper-help');

  await sell.click();
  await expect(page.getByText('Sign up, then register your business to open your brand store.')).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('seller'));
  await page.getByLabel('Name').fill('Tunde Bakare');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-business$/);
});

test('saved addresses: add, refuse a bad phone under its field, edit, make default, remove', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const shopper = await createOwner(request, { withBusiness: false });
  await signInBrowser(page, shopper);
  await page.setViewportSize(PHONE);
  await page.goto('/account');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Addresses' }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/account');
  await expect(page.getByRole('heading', { name: 'No saved addresses' })).toBeVisible();
  await checkAtBothWidths(page, 'shopper-addresses-empty');

  // Add Home: the form checks what is missing, the server judges the phone number.
  await page.getByRole('button', { name: 'Add an address' }).click();
  await expect(page.getByRole('heading', { name: 'Add an address' })).toBeFocused();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Give the address a label, e.g. Home or Work')).toBeVisible();
  await expect(page.getByText('Enter a phone number')).toBeVisible();
  await page.getByLabel('Label').fill('Home');
  await page.getByLabel('Recipient name').fill('Amina Bello');
  await page.getByLabel('Phone number').fill('0803 12');
  const address = page.getByRole('combobox', { name: 'Delivery address' });
  await address.fill('12 Allen Avenue, Ikeja');
  await page.getByRole('option', { name: '12 Allen Avenue, Ikeja, Lagos' }).click();
  await expect(address).toHaveValue('12 Allen Avenue, Ikeja, Lagos');
  await page.getByRole('button', { name: 'Save address' }).click();
  const phone = page.getByLabel('Phone number');
  await expect(page.locator('#address-phone-error')).toHaveText(
    'Enter a Nigerian phone number, e.g. 0803 123 4567 or +234 803 123 4567',
  );
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  await checkAtBothWidths(page, 'shopper-address-form-error');

  await phone.fill('0803 123 4567');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address saved')).toBeVisible();
  const list = page.getByRole('list', { name: 'Saved addresses' });
  const card = (label: string) => list.getByRole('article', { name: label });
  await expect(card('Home')).toContainText('Default');
  await expect(card('Home')).toContainText('Amina Bello');
  // Stored in E.164, shown as people read it.
  await expect(card('Home')).toContainText('+234 803 123 4567');
  await expect(card('Home')).toContainText('12 Allen Avenue, Ikeja, Lagos');
  await expect(card('Home').getByRole('button', { name: 'Make default' })).toHaveCount(0);

  // Add Work: not the default, listed after Home.
  await page.getByRole('button', { name: 'Add an address' }).click();
  await page.getByLabel('Label').fill('Work');
  await page.getByLabel('Recipient name').fill('Amina Bello');
  await page.getByLabel('Phone number').fill('+234 809 876 5432');
  await address.fill('Surulere');
  await page.getByRole('option', { name: 'Surulere, Lagos' }).click();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(card('Work')).toBeVisible();
  await expect(list.getByRole('article')).toHaveText([/^Home\s*Default/, /^Work/]);
  await expect(card('Work')).not.toContainText('Default');
  await checkAtBothWidths(page, 'shopper-addresses-list');

  // Make Work the default: it moves first and takes the mark.
  await card('Work').getByRole('button', { name: 'Make default' }).click();
  await expect(page.getByText('Work is now your default address')).toBeVisible();
  await expect(list.getByRole('article')).toHaveText([/^Work\s*Default/, /^Home/]);

  // Edit Home's recipient: the address stays where it was.
  await page.getByRole('button', { name: 'Edit Home' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Home' })).toBeFocused();
  await expect(page.getByLabel('Label')).toHaveValue('Home');
  await expect(page.getByLabel('Phone number')).toHaveValue('+234 803 123 4567');
  await checkAtBothWidths(page, 'shopper-address-edit');
  await page.getByLabel('Recipient name').fill('Musa Bello');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address updated')).toBeVisible();
  await expect(card('Home')).toContainText('Musa Bello');

  // Remove the default (Work) after confirming: Home becomes the default.
  await page.getByRole('button', { name: 'Remove Work' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this address?' });
  await expect(dialog).toContainText('Your oldest other address becomes the default.');
  await checkAtBothWidths(page, 'shopper-address-remove');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card('Work')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Work' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Work removed')).toBeVisible();
  await expect(list.getByRole('article')).toHaveText([/^Home\s*Default/]);

  // The server agrees.
  const { myAddresses } = await graphql<{
    myAddresses: { label: string; recipientName: string; phone: string; isDefault: boolean }[];
  }>(request, '{ myAddresses { label recipientName phone isDefault } }', {}, shopper.token);
  expect(myAddresses).toEqual([
    { label: 'Home', recipientName: 'Musa Bello', phone: '+2348031234567', isDefault: true },
  ]);
});
