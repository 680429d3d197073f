import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, sessionCookie, signInBrowser, test } from './fixtures';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

// The sign-in screens of issue 4 against the real API. The dashboard is another engineer's work:
// after login or signup only the URL and the browser storage are checked.

const PASSWORD = 'Kasuwa@2026';

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

const LOG_IN = /* GraphQL */ `
  mutation LogIn($input: LogInInput!) {
    logIn(logInInput: $input) {
      token
    }
  }
`;

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ng`;

/** A new user without a business, through the real API. */
async function signUpByApi(request: APIRequestContext, password = PASSWORD) {
  const email = uniqueEmail('auth');
  const response = await request.post('/graphql', {
    data: {
      query: SIGN_UP,
      variables: { input: { email, name: 'Chidi Okafor', password, confirmPassword: password } },
    },
  });
  const body = (await response.json()) as { data?: { signUp: { token: string; user: { id: string } } } };
  expect(body.data?.signUp.token).toBeTruthy();
  return { email, password, token: body.data!.signUp.token, userId: body.data!.signUp.user.id };
}

async function logInByApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/graphql', {
    data: { query: LOG_IN, variables: { input: { email, password } } },
  });
  return (await response.json()) as { data?: { logIn: { token: string } } | null; errors?: { message: string }[] };
}

/** What the browser keeps of a session: ids in localStorage (never the token) and the httpOnly cookie. */
const stored = async (page: Page) => ({
  ...(await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userId: localStorage.getItem('userId'),
    manufacturerId: localStorage.getItem('manufacturer_id'),
  }))),
  sessionCookie: await sessionCookie(page),
});

/** A session as the app keeps it: no token in localStorage, an httpOnly SameSite=Lax cookie instead. */
function expectCookieSession(storage: Awaited<ReturnType<typeof stored>>) {
  expect(storage.token).toBeNull();
  expect(storage.sessionCookie?.value).toBeTruthy();
  expect(storage.sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
}

/** Holds the named GraphQL operation until the returned function is called (to see loading labels). */
async function holdOperation(page: Page, operationName: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { query?: string } | null;
    if (body?.query?.includes(`mutation ${operationName}`)) await released;
    await route.continue();
  });
  return release;
}

/** Answers the named GraphQL operation with `response` instead of the server. */
async function fakeOperation(page: Page, operationName: string, response: { status?: number; json: unknown }) {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { query?: string } | null;
    if (body?.query?.includes(`mutation ${operationName}`)) {
      await route.fulfill({ status: response.status ?? 200, contentType: 'application/json', json: response.json });
    } else {
      await route.continue();
    }
  });
}

async function screenshotsAtBothWidths(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
}

test('/auth welcomes with Create an Account, a login link, Sell on Kasuwa and Google sign-in marked Coming soon', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Kasuwa' })).toBeVisible();
  const google = page.getByRole('button', { name: /Sign Up with Google/ });
  await expect(google).toBeDisabled();
  await expect(google).toContainText('Coming soon');
  await expect(page.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  // The spec's sign-up then add-business path, for people who want to sell.
  await expect(page.getByRole('link', { name: 'Sell on Kasuwa' })).toHaveAttribute(
    'href',
    '/signup?next=%2Fdashboard%2Fadd-business',
  );
  await expectNoSeriousA11yViolations(page);
  await screenshotsAtBothWidths(page, 'auth-welcome');

  await page.getByRole('link', { name: 'Create an Account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('sign-up', () => {
  test('shows every validation rule under its field', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    await screenshotsAtBothWidths(page, 'auth-signup-errors');

    await page.getByLabel('Email').fill('ada@example');
    await page.getByLabel('Password', { exact: true }).fill('Ab1@');
    await page.getByLabel('Confirm password').fill('Ab1@x');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
    await expect(
      page.getByText(
        'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character',
      ),
    ).toBeVisible();

    // The match is checked once every field is valid (the shared schema's refinement).
    await page.getByLabel('Email').fill('ada@example.ng');
    await page.getByLabel('Name').fill('Ada Obi');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    // Nothing reached the server: still on the form.
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('creates the account, keeps the session cookie and userId without a manufacturer, and goes to the account page', async ({
    page,
  }) => {
    await page.goto('/signup');
    // A manufacturer id left by an earlier user of this browser must not survive a new sign-up.
    await page.evaluate(() => localStorage.setItem('manufacturer_id', 'someone-elses'));
    const email = uniqueEmail('signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Ngozi Adeyemi');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);

    const release = await holdOperation(page, 'SignUp');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    release();

    // A shopper is not asked to add a business: their account page is home.
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('You have successfully created an account.')).toBeVisible();
    const storage = await stored(page);
    expectCookieSession(storage);
    expect(storage.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(storage.manufacturerId).toBeNull();
  });

  test("shows the server's message for a taken email, and the spec's text for other failures", async ({
    page,
    request,
  }) => {
    const existing = await signUpByApi(request);
    await page.goto('/signup');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'An account with this email already exists' }),
    ).toBeVisible();

    await fakeOperation(page, 'SignUp', { status: 502, json: { message: 'Bad gateway' } });
    await page.getByLabel('Email').fill(uniqueEmail('signup'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'An error occurred during signup.' })).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('show/hide switches both password boxes between hidden and plain text', async ({ page }) => {
    await page.goto('/signup');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm password');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(confirm).toHaveAttribute('type', 'password');
    const toggles = page.getByRole('button', { name: 'Show password' });
    await expect(toggles).toHaveCount(2);
    await toggles.first().click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirm).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('log-in', () => {
  test('shows the email and password rules under the fields', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotsAtBothWidths(page, 'auth-login');

    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('Short1@');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('alllowercase1');
    await expect(
      page.getByText(
        'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character',
      ),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('show/hide switches the password between hidden and plain text', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(PASSWORD);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a wrong password shows "Invalid credentials" in a red box', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('demo@kasuwa.ng');
    await page.getByLabel('Password', { exact: true }).fill('Wrong@2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid credentials' });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveClass(/bg-red-50/);
    expect(await stored(page)).toEqual({ token: null, userId: null, manufacturerId: null, sessionCookie: null });
    await expectNoSeriousA11yViolations(page);
    await screenshotsAtBothWidths(page, 'auth-login-invalid');
  });

  test('the demo manufacturer lands on /dashboard/main with its manufacturer id stored', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('demo@kasuwa.ng');
    await page.getByLabel('Password', { exact: true }).fill('Demo@2026');
    const release = await holdOperation(page, 'LogIn');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('button', { name: 'Logging in..' })).toBeDisabled();
    release();

    await expect(page).toHaveURL(/\/dashboard\/main$/);
    await expect(page.getByText('Successfully logged in')).toBeVisible();
    const storage = await stored(page);
    expectCookieSession(storage);
    expect(storage.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(storage.manufacturerId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a user without a business lands on /account', async ({ page, request }) => {
    const user = await signUpByApi(request);
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const storage = await stored(page);
    expectCookieSession(storage);
    expect(storage.userId).toBe(user.userId);
    expect(storage.manufacturerId).toBeNull();
  });

  test('says "Network error occurred" offline and "Login failed" for a masked failure', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('demo@kasuwa.ng');
    await page.getByLabel('Password', { exact: true }).fill('Demo@2026');

    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Network error occurred' })).toBeVisible();

    await page.unrouteAll();
    await fakeOperation(page, 'LogIn', {
      json: { data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
    });
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('links to the reset journey and to sign-up', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/signup');
    await page.getByRole('link', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/forgotpassword$/);
  });

  test('carries ?next= between log-in, sign-up and the password reset, and ignores one that leaves the site', async ({
    page,
  }) => {
    await page.goto('/login?next=%2Fcheckout');
    await page.getByRole('link', { name: 'Create an Account' }).click();
    await expect(page).toHaveURL(/\/signup\?next=%2Fcheckout$/);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
    await page.getByRole('link', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/forgotpassword\?next=%2Fcheckout$/);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);

    await page.goto('/login?next=https%3A%2F%2Fevil.example%2F');
    await expect(page.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/signup');
    await page.getByLabel('Email').fill('demo@kasuwa.ng');
    await page.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard\/main$/);
  });
});

test.describe('change password', () => {
  test('without a session it sends you to /login, which comes back here', async ({ page }) => {
    await page.goto('/account/change-password');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fchange-password$/);
  });

  test('from the account menu: rules, a wrong current password, then the change', async ({ page, request }) => {
    const user = await signUpByApi(request);
    await signInBrowser(page, user);
    await page.goto('/account');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/account\/change-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotsAtBothWidths(page, 'auth-change-password');

    const submit = page.getByRole('button', { name: 'Change Password' });
    await submit.click();
    await expect(page.getByText('Current password is required')).toBeVisible();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();

    const newPassword = 'Rechanged@2027';
    await page.getByLabel('Current password').fill('Wrong@2026');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('Rechanged@2028');
    await submit.click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Confirm new password').fill(newPassword);
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your current password is not right.' })).toBeVisible();
    await screenshotsAtBothWidths(page, 'auth-change-password-refused');

    await page.getByLabel('Current password').fill(user.password);
    await submit.click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    expect((await logInByApi(request, user.email, user.password)).errors?.[0]?.message).toBe('Invalid credentials');
    expect((await logInByApi(request, user.email, newPassword)).data?.logIn.token).toBeTruthy();
  });
});
