import { test as base, expect } from '@playwright/test';

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
