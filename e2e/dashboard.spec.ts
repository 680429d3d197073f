import { expectNoSeriousA11yViolations } from './a11y';
import { expect, sessionCookie, test } from './fixtures';
import { DESKTOP, PHONE, saveScreenshot } from './screens';
import { createOwner, createProduct, graphql, operationName, signIn } from './fixtures-data/dashboard-owner';

test.describe('the guard', () => {
  test('without a token the dashboard sends you to /login, which comes back here', async ({ page }) => {
    await page.goto('/dashboard/main');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fmain$/);
  });

  test('without a business it sends you to add-business, which stays open', async ({ page, request }) => {
    const owner = await createOwner(request, { withBusiness: false });
    await signIn(page, owner);
    await page.goto('/dashboard/myproducts');
    await expect(page).toHaveURL(/\/dashboard\/add-business$/);
    await page.goto('/dashboard/add-business');
    await expect(page).toHaveURL(/\/dashboard\/add-business$/);
  });

  test('without a stored business it uses and stores the first one', async ({ page, request }) => {
    const owner = await createOwner(request);
    await signIn(page, { ...owner, manufacturerId: null });
    await page.goto('/dashboard/main');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('manufacturer_id'))).toBe(owner.manufacturerId);
  });
});

test('main shows the figures for the chosen period from one query', async ({ page, request }) => {
  const owner = await createOwner(request);
  await createProduct(request, owner, 'Plantain Chips');
  await signIn(page, owner);
  const periods: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/graphql') && operationName(req.postData()) === 'DashboardStats') {
      const { variables } = JSON.parse(req.postData() ?? '{}') as {
        variables: { period: string; manufacturerId: string };
      };
      expect(variables.manufacturerId).toBe(owner.manufacturerId);
      periods.push(variables.period);
    }
  });
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/main$/);

  for (const label of ['Revenue', 'Orders', 'Returning users', 'Reach', 'Searches', 'Landing page views']) {
    await expect(page.getByRole('heading', { level: 3, name: label, exact: true })).toBeVisible();
  }
  const revenue = page
    .locator('li')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Revenue', exact: true }) });
  await expect(revenue.getByText('₦0', { exact: true })).toBeVisible();
  await expect(revenue).toContainText('unchanged');
  await expect(
    page.getByText('No shopper has seen your products in the last 14 days.', { exact: false }),
  ).toBeVisible();
  const products = page.getByRole('heading', { level: 3, name: 'Products', exact: true }).locator('xpath=../..');
  await expect(products).toContainText('1');
  await expect(page.getByText('No retailers yet.')).toBeVisible();
  await expect(page.getByRole('complementary').getByText(/^Okafor Foods/)).toBeVisible();

  const weekly = page.getByRole('button', { name: 'Weekly' });
  const monthly = page.getByRole('button', { name: 'Monthly' });
  const quarterly = page.getByRole('button', { name: 'Quarterly' });
  await expect(weekly).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => periods).toEqual(['WEEKLY']);
  await monthly.click();
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(weekly).toHaveAttribute('aria-pressed', 'false');
  await quarterly.click();
  await expect.poll(() => periods).toEqual(['WEEKLY', 'MONTHLY', 'QUARTERLY']);

  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'dashboard-main-desktop');

  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-product$/);
});

test('main shows an error when the figures cannot load', async ({ page, request }) => {
  const owner = await createOwner(request);
  await signIn(page, owner);
  await page.route('**/graphql', (route) =>
    operationName(route.request().postData()) === 'DashboardStats' ? route.abort() : route.fallback(),
  );
  await page.goto('/dashboard/main');
  await expect(page.getByRole('alert').filter({ hasText: 'We could not load your figures.' })).toBeVisible();
});

test('on a phone the menu opens as a sheet, closes with Escape and by following a link', async ({ page, request }) => {
  const owner = await createOwner(request);
  await signIn(page, owner);
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'dashboard-main-phone');

  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Dashboard menu' });
  await expect(sheet.getByRole('link', { name: 'My Products' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await saveScreenshot(page, 'dashboard-menu-phone');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await sheet.getByRole('link', { name: 'My Products' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
});

test('logout ends the session on the server and in the browser', async ({ page, request }) => {
  const owner = await createOwner(request);
  await signIn(page, owner);
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard/main');
  await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('userId'), localStorage.getItem('manufacturer_id')])).toEqual([
    null,
    null,
  ]);
  expect(await sessionCookie(page)).toBeNull();
  const { me } = await graphql<{ me: { id: string } | null }>(request, '{ me { id } }', {}, owner.token);
  expect(me).toBeNull();
});

test('logout still clears the browser when the server cannot be reached', async ({ page, request }) => {
  const owner = await createOwner(request);
  await signIn(page, owner);
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.route('**/graphql', (route) =>
    operationName(route.request().postData()) === 'LogOut' ? route.abort() : route.fallback(),
  );
  await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('userId'), localStorage.getItem('manufacturer_id')])).toEqual([
    null,
    null,
  ]);
});

test.describe('my products', () => {
  test('lists the products, and the row menu opens and closes', async ({ page, request }) => {
    const owner = await createOwner(request);
    await createProduct(request, owner, 'Plantain Chips');
    await createProduct(request, owner, 'Zobo Drink');
    await signIn(page, owner);
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard/myproducts');

    const table = page.getByRole('table', { name: 'Your products' });
    const row = table.getByRole('row', { name: /Plantain Chips/ });
    await expect(row).toContainText('₦1,250');
    await expect(row).toContainText('40');
    await expect(row).toContainText('Food & Beverages');
    await expect(table.getByRole('row')).toHaveCount(3);

    const trigger = row.getByRole('button', { name: 'Actions for Plantain Chips' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await trigger.click();
    const menu = page.getByRole('menu', { name: 'Actions for Plantain Chips' });
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'dashboard-products-menu-desktop');

    await page.getByRole('heading', { level: 1, name: 'My Products' }).click();
    await expect(menu).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await trigger.click();
    await expect(menu).toBeHidden();

    await trigger.press('ArrowDown');
    await menu.getByRole('menuitem', { name: 'Edit' }).press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/edit-product\/[0-9a-f-]+$/);
  });

  test('delete asks first: cancel keeps the product, confirm deletes it', async ({ page, request }) => {
    const owner = await createOwner(request);
    await createProduct(request, owner, 'Plantain Chips');
    await createProduct(request, owner, 'Zobo Drink');
    await signIn(page, owner);
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard/myproducts');

    const list = page.getByRole('list', { name: 'Your products' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'dashboard-products-phone');

    await list.getByRole('button', { name: 'Actions for Zobo Drink' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this product?' });
    await expect(dialog).toContainText('Zobo Drink will be removed from your store.');
    await saveScreenshot(page, 'dashboard-products-delete-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    await list.getByRole('button', { name: 'Actions for Zobo Drink' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Product deleted successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), 'focus goes on from the page title').toBeFocused();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).not.toContainText('Zobo Drink');
    await page.reload();
    await expect(page.getByRole('list', { name: 'Your products' }).getByRole('listitem')).toHaveCount(1);
  });

  test('a refused delete says why and keeps the product', async ({ page, request }) => {
    const owner = await createOwner(request);
    await createProduct(request, owner, 'Plantain Chips');
    await signIn(page, owner);
    await page.route('**/graphql', (route) =>
      operationName(route.request().postData()) === 'RemoveProduct'
        ? route.fulfill({ json: { errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] } })
        : route.fallback(),
    );
    await page.goto('/dashboard/myproducts');
    await page.getByRole('button', { name: 'Actions for Plantain Chips' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Failed to delete product: Not allowed')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your products' }).getByRole('listitem')).toHaveCount(1);
  });

  test('with no products it offers Add Product', async ({ page, request }) => {
    const owner = await createOwner(request);
    await signIn(page, owner);
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard/myproducts');
    await expect(page.getByRole('heading', { name: 'No products yet' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'dashboard-products-empty-desktop');
    await page.getByRole('main').getByRole('link', { name: 'Add Product' }).last().click();
    await expect(page).toHaveURL(/\/dashboard\/add-product$/);
  });
});
