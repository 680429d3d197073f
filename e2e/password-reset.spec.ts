import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, sessionCookie, test } from './fixtures';
import { DESKTOP, PHONE, saveScreenshot } from './screens';

// The reset journey of issue 4, wired for real: the code is read from the server's mail outbox.

const OLD_PASSWORD = 'Kasuwa@2026';
const NEW_PASSWORD = 'Renewed@2027';

const SIGN_UP = /* GraphQL */ `
  mutation SignUp($input: SignUpManufacturerInput!) {
    signUp(signUpManufacturerInput: $input) {
      token
    }
  }
`;

async function signUpByApi(request: APIRequestContext) {
  const email = `reset-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ng`;
  const response = await request.post('/graphql', {
    data: {
      query: SIGN_UP,
      variables: { input: { email, name: 'Bola Ade', password: OLD_PASSWORD, confirmPassword: OLD_PASSWORD } },
    },
  });
  expect(((await response.json()) as { data?: { signUp: { token: string } } }).data?.signUp.token).toBeTruthy();
  return email;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The newest mail to `email` in the server's outbox, or null. */
async function newestMailTo(email: string): Promise<Mail | null> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  // File names sort in the order the mails were sent (time, then a sequence number).
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .sort()
      .reverse()
      .map(async (file) => JSON.parse(await readFile(path.join(outbox, file), 'utf8')) as Mail),
  );
  return mails.find((mail) => mail.to === email) ?? null;
}

/** Waits for a mail to `email` newer than `after` and returns its 4-digit code. */
async function codeFor(email: string, after = ''): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mail = await newestMailTo(email);
      code = mail && mail.sentAt > after ? (/\b(\d{4})\b/.exec(mail.text)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

const digitBoxes = (page: Page): Locator => page.getByRole('group', { name: '4-digit code' }).getByRole('textbox');

/** Waits until the code boxes hold `expected`, one entry per box. */
const expectDigits = (page: Page, expected: string[]) =>
  expect
    .poll(() => digitBoxes(page).evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value)))
    .toEqual(expected);

async function screenshotsAtBothWidths(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
}

/** Goes from /forgotpassword to /verify-otp for `email`. */
async function requestCode(page: Page, email: string) {
  await page.goto('/forgotpassword');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(page.getByText(email)).toBeVisible();
}

test('the whole journey: email, code from the outbox, new password, then log in with it', async ({ page, request }) => {
  const email = await signUpByApi(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotsAtBothWidths(page, 'auth-forgot-password');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill('bola@');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(page.getByText(email)).toBeVisible();
  const code = await codeFor(email);

  // A reload keeps the email (sessionStorage).
  await page.reload();
  await expect(page.getByText(email)).toBeVisible();
  await expect(digitBoxes(page)).toHaveCount(4);
  for (const box of await digitBoxes(page).all()) await expect(box).toHaveAttribute('inputmode', 'numeric');
  await expectNoSeriousA11yViolations(page);
  await screenshotsAtBothWidths(page, 'auth-verify-otp');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter the 4-digit code')).toBeVisible();

  // Typing moves from box to box; a letter is refused.
  await digitBoxes(page).first().click();
  await page.keyboard.type(`x${code}`);
  await expectDigits(page, [...code]);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/reset$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotsAtBothWidths(page, 'auth-reset');

  const submit = page.getByRole('button', { name: 'Reset Password' });
  await submit.click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();
  await page.getByLabel('New password').fill('short');
  await submit.click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(`${NEW_PASSWORD}x`);
  await submit.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await submit.click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset. Please log in with your new password.')).toBeVisible();
  // The spent code opens no second reset.
  await page.goto('/reset');
  await expect(page).toHaveURL(/\/forgotpassword$/);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(OLD_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  expect(await sessionCookie(page)).toMatchObject({ httpOnly: true });
});

test('the link in the mail opens the new-password step directly, once, and leaves the address bar', async ({
  page,
  request,
}) => {
  const email = await signUpByApi(request);
  await requestCode(page, email);
  let token = '';
  await expect
    .poll(async () => (token = /\/reset\?token=([\w-]+)/.exec((await newestMailTo(email))?.text ?? '')?.[1] ?? ''))
    .not.toBe('');

  await page.goto(`/reset?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset$/);
  await page.getByLabel('New password').fill('Password1!');
  await page.getByLabel('Confirm password').fill('Password1!');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This password is too common. Choose one that is harder to guess.')).toBeVisible();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Spent: the same link opens the step, but the server refuses it.
  await page.goto(`/reset?token=${token}`);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This reset has expired. Please start again.')).toBeVisible();
});

test('a wrong code shows the server message; after five the code is spent; a new code works', async ({
  page,
  request,
}) => {
  const email = await signUpByApi(request);
  await requestCode(page, email);
  const code = await codeFor(email);
  const wrong = code === '0000' ? '1111' : '0000';
  const next = page.getByRole('button', { name: 'Next' });

  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await digitBoxes(page).first().fill(wrong);
    await next.click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'That code is not right, or it has expired. Check the email or ask for a new code.' }),
    ).toBeVisible();
    await expect(next).toBeEnabled();
  }
  await screenshotsAtBothWidths(page, 'auth-verify-otp-wrong');
  await digitBoxes(page).first().fill(wrong);
  await next.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many wrong codes. Ask for a new code.' })).toBeVisible();
  // Even the right code is refused now.
  await digitBoxes(page).first().fill(code);
  await next.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many wrong codes. Ask for a new code.' })).toBeVisible();

  const firstSentAt = (await newestMailTo(email))!.sentAt;
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText(/^If an account exists for this email, we have sent it a 4-digit code/)).toBeVisible();
  await expectDigits(page, ['', '', '', '']);
  const newCode = await codeFor(email, firstSentAt);
  await digitBoxes(page).first().fill(newCode);
  await next.click();
  await expect(page).toHaveURL(/\/reset$/);
});

test('paste fills the four boxes, Backspace goes back', async ({ page }) => {
  await page.goto('/verify-otp');
  await expect(page).toHaveURL(/\/forgotpassword$/);

  await requestCode(page, `nobody-${Date.now()}@example.ng`);
  const boxes = digitBoxes(page);
  await boxes.first().focus();
  await boxes.first().evaluate((box) => {
    const data = new DataTransfer();
    data.setData('text/plain', '1234');
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expectDigits(page, ['1', '2', '3', '4']);
  await expect(boxes.nth(3)).toBeFocused();

  await page.keyboard.press('Backspace');
  await expectDigits(page, ['1', '2', '3', '']);
  await expect(boxes.nth(3)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expectDigits(page, ['1', '2', '', '']);
  await expect(boxes.nth(2)).toBeFocused();

  // A filled box takes the new digit instead of a second one.
  await boxes.first().focus();
  await page.keyboard.type('9');
  await expectDigits(page, ['9', '2', '', '']);
  await expect(boxes.nth(1)).toBeFocused();
});

test('/reset without a checked code goes back to /forgotpassword', async ({ page }) => {
  await page.goto('/reset');
  await expect(page).toHaveURL(/\/forgotpassword$/);
});
