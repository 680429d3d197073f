import { test as base, expect, type Page } from '@playwright/test';

/**
 * Tests import `test` from here: its baseURL is the server that e2e/global-setup.ts started, and
 * every test fails when the page breaks the server's Content-Security-Policy (something the app
 * loads that the policy does not allow).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.E2E_BASE_URL ?? baseURL);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push(message.text());
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The httpOnly cookie that carries the web app's session (set by logIn and signUp). */
export const SESSION_COOKIE = 'kasuwa_session';

/** The browser's session cookie, or null when it has none. */
export async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE) ?? null;
}

/**
 * Signs the browser in as a user made through the API, as the app itself ends up after logging
 * in: the session cookie holds the token, localStorage the user id and the business in use
 * (seeded once per tab, so that logging out sticks).
 */
export async function signInBrowser(
  page: Page,
  session: { token: string; userId: string; manufacturerId?: string | null },
) {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: e2e/global-setup.ts starts the server and sets it');
  await page
    .context()
    .addCookies([{ name: SESSION_COOKIE, value: session.token, url, httpOnly: true, sameSite: 'Lax' }]);
  await page.addInitScript(({ userId, manufacturerId }) => {
    if (window.sessionStorage.getItem('seeded')) return;
    window.sessionStorage.setItem('seeded', '1');
    window.localStorage.setItem('userId', userId);
    if (manufacturerId) window.localStorage.setItem('manufacturer_id', manufacturerId);
  }, session);
}
